// The owner's report (decision 0070): the listing, the totals since publication, the weeks (a
// table from the small-tablet width, compact cards on a phone, both in the server's HTML), the
// price per m² against the comparables, and the agency's next steps. No script needed.
import { ArrowLeft, ArrowRight, ChartNoAxesColumn, Info } from 'lucide-react';
import { Link } from 'react-router';
import { formatDayRange, formatLongDate } from '../../../common/calendar.ts';
import { imageSrcSet, imageVariantUrl } from '../../../common/media.ts';
import { OWNER_REPORT_COUNTERS } from '../../../common/owner-report.ts';
import type { TOwnerReport, TOwnerReportWeek } from '../../../common/schemas/owner-report.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../ui/container.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';

const card = 'min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-8';

function useReportFormat() {
  const price = usePriceFormat();
  const date = (day: string) => formatLongDate(day, price.language);
  return { price, date };
}

function ListingCard({ listing }: { listing: TOwnerReport['listing'] }) {
  const { t } = useTranslation(['owner', 'common']);
  const { price } = useReportFormat();
  return (
    <section aria-labelledby="report-listing" className={`${card} flex flex-col gap-4 sm:flex-row`}>
      {listing.photo && (
        <img
          src={imageVariantUrl(listing.photo, 640)}
          srcSet={imageSrcSet(listing.photo)}
          sizes="(min-width: 640px) 240px, 100vw"
          alt=""
          width={640}
          height={427}
          className="aspect-[3/2] w-full rounded-2xl object-cover sm:w-60"
        />
      )}
      <div className="min-w-0">
        <h2 id="report-listing" className="text-xl font-bold text-brand-950">
          {listing.title}
        </h2>
        <p className="mt-2 text-2xl font-extrabold text-brand-700" data-testid="report-price">
          {price.primary(listing.price)}
          {listing.deal === 'rent' && (
            <span className="text-sm font-semibold text-stone-500">
              {' '}
              {t('common:units.per_month')}
            </span>
          )}
        </p>
        {price.secondary(listing.price) && (
          <p className="text-stone-600">{price.secondary(listing.price)}</p>
        )}
        {listing.url ? (
          <Link
            to={listing.url}
            className="mt-3 inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
          >
            {t('report.see_listing')}
            <ArrowRight className="size-4 rtl:hidden" aria-hidden="true" />
            <ArrowLeft className="hidden size-4 rtl:block" aria-hidden="true" />
          </Link>
        ) : (
          <p className="mt-3 text-stone-700">{t('report.hidden')}</p>
        )}
      </div>
    </section>
  );
}

function Totals({ totals }: { totals: TOwnerReport['totals'] }) {
  const { t } = useTranslation('owner');
  const { price } = useReportFormat();
  return (
    <section aria-labelledby="report-totals" className={card}>
      <h2 id="report-totals" className="text-xl font-bold text-brand-950">
        {t('report.totals_title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {OWNER_REPORT_COUNTERS.map((name) => (
          <div key={name} className="rounded-2xl bg-sand-100 px-4 py-3">
            <dt className="text-sm text-stone-700">{t(`report.${name}`)}</dt>
            <dd
              className="text-2xl font-bold text-brand-950 tabular"
              data-testid={`report-total-${name}`}
            >
              {price.number(totals[name])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WeekRange({ week }: { week: TOwnerReportWeek }) {
  const { t } = useTranslation('owner');
  const { price, date } = useReportFormat();
  // The week begun today (or a listing published on its last day) is a single day.
  if (week.from === week.to)
    return <>{t('report.day_of', { date: date(`${week.to}T12:00:00Z`) })}</>;
  const [from, to] = formatDayRange(week.from, week.to, price.language);
  return <>{t('report.week_of', { from, to })}</>;
}

function Weeks({ weeks }: { weeks: TOwnerReportWeek[] }) {
  const { t } = useTranslation('owner');
  const { price } = useReportFormat();
  return (
    <section aria-labelledby="report-weeks" className={card} data-testid="report-weeks">
      <h2 id="report-weeks" className="text-xl font-bold text-brand-950">
        {t('report.weeks_title')}
      </h2>
      {weeks.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('report.no_weeks')}</p>
      ) : (
        <>
          {/* A table where there is room for its seven columns. */}
          <div className="mt-4 hidden overflow-x-auto md:block">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('report.week')}
                  </th>
                  {OWNER_REPORT_COUNTERS.map((name) => (
                    <th key={name} scope="col" className="px-2 py-2 text-end font-medium">
                      {t(`report.${name}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr
                    key={week.week}
                    className="border-b border-stone-100"
                    data-testid="report-week"
                  >
                    <th scope="row" className="py-2 pe-3 text-start font-medium text-stone-900">
                      <WeekRange week={week} />
                    </th>
                    {OWNER_REPORT_COUNTERS.map((name) => (
                      <td key={name} className="px-2 py-2 text-end text-stone-900 tabular">
                        {price.number(week[name])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* On a phone: one compact card per week. */}
          <ol className="mt-4 space-y-3 md:hidden">
            {weeks.map((week) => (
              <li
                key={week.week}
                className="rounded-2xl border border-stone-200 p-4"
                data-testid="report-week-card"
              >
                <h3 className="font-semibold text-stone-900">
                  <WeekRange week={week} />
                </h3>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  {OWNER_REPORT_COUNTERS.map((name) => (
                    <div key={name} className="flex justify-between gap-2">
                      <dt className="text-stone-600">{t(`report.${name}`)}</dt>
                      <dd className="font-semibold text-stone-900 tabular">
                        {price.number(week[name])}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-4 flex items-start gap-2 text-sm text-stone-600">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('report.counted')}
      </p>
    </section>
  );
}

function PriceComparison({ comparison }: { comparison: TOwnerReport['price_per_m2'] }) {
  const { t } = useTranslation('owner');
  const { price } = useReportFormat();
  const { listing, range } = comparison;
  const position =
    listing === null || range === null
      ? null
      : listing < range.low
        ? 'below'
        : listing > range.high
          ? 'above'
          : 'within';
  return (
    <section
      aria-labelledby="report-comparison-title"
      className={card}
      data-testid="report-comparison"
    >
      <h2 id="report-comparison-title" className="text-xl font-bold text-brand-950">
        {t('report.price_title')}
      </h2>
      <p className="mt-4 text-lg font-semibold text-stone-900">
        {listing === null
          ? t('report.price_no_area')
          : t('report.price_listing', { price: price.full(listing) })}
      </p>
      {range ? (
        <>
          <p className="mt-2 text-stone-700">
            {t('report.price_range', {
              low: price.full(range.low),
              high: price.full(range.high),
              median: price.full(range.median),
            })}
          </p>
          {position && (
            <p className="mt-2 font-medium text-brand-800">{t(`report.position_${position}`)}</p>
          )}
          <p className="mt-3 flex items-start gap-2 text-sm text-stone-600">
            <ChartNoAxesColumn className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('report.price_based_on', { count: price.number(comparison.comparables) })}
          </p>
        </>
      ) : (
        <p className="mt-2 text-stone-700">
          {t('report.price_not_enough', { count: price.number(comparison.comparables) })}
        </p>
      )}
    </section>
  );
}

export function OwnerReportPage({ report }: { report: TOwnerReport }) {
  const { t } = useTranslation(['owner', 'common']);
  const { date } = useReportFormat();
  return (
    <>
      <PageHero
        eyebrow={t('report.eyebrow')}
        title={t('report.title')}
        lead={t('report.lead', { date: date(report.published_at) })}
        breadcrumb={{
          label: t('breadcrumb'),
          home: t('common:nav.home'),
          current: t('report.eyebrow'),
        }}
      />
      <Container className="space-y-6 py-8 sm:py-12">
        <ListingCard listing={report.listing} />
        <Totals totals={report.totals} />
        <Weeks weeks={report.weeks} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <PriceComparison comparison={report.price_per_m2} />
          <section aria-labelledby="report-note" className={card} data-testid="report-note">
            <h2 id="report-note" className="text-xl font-bold text-brand-950">
              {t('report.note_title')}
            </h2>
            {/* The agent writes in one language: the paragraph takes its direction from the text. */}
            <p dir="auto" className="mt-4 whitespace-pre-line text-stone-800">
              {report.note || t('report.note_empty')}
            </p>
          </section>
        </div>
        <p className="text-sm text-stone-600">
          {t('report.generated', { date: date(report.generated_at) })}
        </p>
      </Container>
    </>
  );
}
