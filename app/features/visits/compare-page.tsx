// /compare: up to four properties side by side, one column each, with a sticky first column of
// labels (on a phone the columns scroll sideways under it). Rows whose values differ are
// highlighted; ★ marks the best value where that means something. Everything is in the server's
// HTML: "remove" is a link to the page without that property (and also updates the list kept on
// the device once the script runs). Printing drops the site's header, footer and buttons.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { imageVariantUrl } from '../../../common/media.ts';
import type { Language } from '../../../common/languages.ts';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { createTranslator, type TFunction, type Texts } from '../../i18n/translator.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Container } from '../../ui/container.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { compareHref, removeCompared, useComparedIds } from './compare-list.ts';
import { compareRows, type CompareRow } from './compare-rows.ts';

export interface ComparePageData {
  language: Language;
  texts: Texts;
  properties: TPropertyDetails[];
  rentals: boolean[];
  dropped: boolean;
  truncated: boolean;
}

/** The site's chrome is not printed: only the table and its title. */
const PRINT_CSS =
  'header,footer,[data-print-hide]{display:none!important}main{padding:0!important}' +
  '[data-compare-scroll]{overflow:visible!important}';

function Notices({ page, t }: { page: ComparePageData; t: TFunction }) {
  const notices = [page.dropped && t('dropped'), page.truncated && t('truncated')].filter(Boolean);
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 space-y-1 rounded-xl bg-gold-50 p-4 text-sm text-stone-800 ring-1 ring-gold-200"
      data-testid="compare-notice"
    >
      {notices.map((notice) => (
        <p key={notice as string}>{notice}</p>
      ))}
    </div>
  );
}

function Empty({ t }: { t: TFunction }) {
  const stored = useComparedIds();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white p-10 text-center shadow-card ring-1 ring-stone-900/5"
      data-testid="compare-empty"
    >
      <h2 className="text-xl font-bold text-brand-950">{t('empty_title')}</h2>
      <p className="mt-2 text-stone-600">{t('empty_text')}</p>
      {stored.length > 0 ? (
        <Link to={compareHref(stored)} className={buttonClasses({ className: 'mt-6' })}>
          {t('your_list', { count: stored.length })}
        </Link>
      ) : (
        <Link to="/properties/both" className={buttonClasses({ className: 'mt-6' })}>
          {t('browse')}
        </Link>
      )}
    </div>
  );
}

function HeadCell({
  property,
  others,
  t,
}: {
  property: TPropertyDetails;
  others: number[];
  t: TFunction;
}) {
  const image = property.images[0];
  return (
    <th scope="col" className="w-56 min-w-44 p-3 align-top text-start font-normal">
      <div className="aspect-[4/3] max-w-64 overflow-hidden rounded-xl bg-sand-100">
        {image && (
          <img
            src={imageVariantUrl(image, 640)}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <Link
        to={`/property/${property.id}`}
        className="mt-2 line-clamp-2 block font-semibold text-brand-900 hover:underline"
      >
        {property.name}
      </Link>
      <Link
        to={compareHref(others)}
        onClick={() => removeCompared(property.id)}
        data-testid="compare-remove"
        data-print-hide=""
        aria-label={t('remove_label', { name: property.name })}
        className="mt-1 inline-block text-sm font-semibold text-rose-700 underline-offset-2 hover:underline"
      >
        {t('remove')}
      </Link>
    </th>
  );
}

function Row({ row, t }: { row: CompareRow; t: TFunction }) {
  return (
    <tr
      data-testid={`compare-row-${row.key}`}
      data-differs={row.differs || undefined}
      className={cn('border-t border-stone-100', row.differs && 'bg-gold-50')}
    >
      <th
        scope="row"
        className={cn(
          'sticky start-0 z-10 w-32 min-w-28 p-3 text-start text-sm font-semibold text-stone-700',
          row.differs ? 'bg-gold-50' : 'bg-white',
        )}
      >
        {t(`rows.${row.key}`)}
        {row.differs && <span className="sr-only"> ({t('differs')})</span>}
      </th>
      {row.values.map((value, index) => {
        const best = row.best.includes(index);
        return (
          <td
            key={index}
            data-best={best || undefined}
            className={cn(
              'p-3 align-top text-sm text-stone-800 tabular',
              best && 'font-bold text-brand-800',
            )}
          >
            {value ?? <span className="text-stone-400">{t('unknown')}</span>}
            {best && row.bestLabel && (
              <span
                className="ms-1.5 whitespace-nowrap text-xs text-gold-700"
                title={t(row.bestLabel)}
              >
                <span aria-hidden="true">★</span>
                <span className="sr-only">{t(row.bestLabel)}</span>
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

export function ComparePage({ page }: { page: ComparePageData }) {
  const { t: common } = useTranslation('common');
  const t = useMemo(
    () =>
      createTranslator(page.language, { [page.language]: { compare: page.texts } }).fixedT(
        'compare',
      ),
    [page.language, page.texts],
  );
  const format = usePriceFormat();
  const { properties } = page;
  const rows = compareRows(properties, page.rentals, {
    price: (dinars, perMonth) =>
      perMonth ? `${format.primary(dinars)} ${t('per_month')}` : format.primary(dinars),
    area: format.area,
    number: format.number,
    list: (names) => (names.length ? names.join(', ') : null),
    yesNo: (value) => t(value ? 'yes' : 'no'),
  }).filter((row) => row.values.some((value) => value !== null));
  const ids = properties.map((property) => property.id);

  return (
    <>
      <style media="print">{PRINT_CSS}</style>
      <div data-print-hide="">
        <PageHero
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
          breadcrumb={{ label: t('title'), home: common('nav.home'), current: t('title') }}
        />
      </div>
      <div data-testid="compare-page">
        <Container className="py-8 sm:py-12">
          <p aria-hidden="true" className="mb-4 hidden text-2xl font-bold print:block">
            {t('title')}
          </p>
          <Notices page={page} t={t} />
          {properties.length === 0 ? (
            <Empty t={t} />
          ) : (
            <>
              <div className="mb-4 flex justify-end" data-print-hide="">
                <button
                  type="button"
                  onClick={() => window.print()}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  {t('print')}
                </button>
              </div>
              <div
                data-compare-scroll=""
                className="relative overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-stone-900/5"
              >
                <table className="w-full border-collapse" data-testid="compare-table">
                  <caption className="sr-only">{t('caption')}</caption>
                  <thead>
                    <tr>
                      <td className="sticky start-0 z-10 w-32 min-w-28 bg-white" />
                      {properties.map((property) => (
                        <HeadCell
                          key={property.id}
                          property={property}
                          others={ids.filter((id) => id !== property.id)}
                          t={t}
                        />
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <Row key={row.key} row={row} t={t} />
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Container>
      </div>
    </>
  );
}
