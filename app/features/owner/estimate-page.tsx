// The free estimate (issue 36): a GET form, and the range of the comparables' prices in the
// million/milliard habit with how many listings it is taken from and a link to them — or, below
// 5 of them, an honest "not enough" (decision 0064).
import { ArrowLeft, ArrowRight, ChartNoAxesColumn, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import type { EstimatePageData, EstimateResult } from './estimate-data.server.ts';
import { OwnerPropertyFields } from './owner-fields.tsx';

/** The entrust form's address, carrying what the owner already typed. */
function entrustHref(values: EstimatePageData['values']): string {
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  const text = query.toString();
  return `/entrust${text ? `?${text}` : ''}`;
}

function EntrustCta({ values }: { values: EstimatePageData['values'] }) {
  const { t } = useTranslation('owner');
  return (
    <div className="mt-6 rounded-2xl bg-sand-100 p-5">
      <p className="text-stone-700">{t('estimate.entrust_cta_text')}</p>
      <Link
        to={entrustHref(values)}
        className={buttonClasses({
          variant: 'primary',
          size: 'lg',
          className: 'mt-4 w-full sm:w-auto',
        })}
        data-testid="estimate-entrust"
      >
        {t('estimate.entrust_cta')}
        <ArrowRight className="size-5 rtl:hidden" aria-hidden="true" />
        <ArrowLeft className="hidden size-5 rtl:block" aria-hidden="true" />
      </Link>
    </div>
  );
}

function ResultCard({
  result,
  values,
}: {
  result: EstimateResult;
  values: EstimatePageData['values'];
}) {
  const { t } = useTranslation('owner');
  const price = usePriceFormat();
  const basedOn = t(`estimate.based_on_${result.scope}`, {
    count: price.number(result.comparables),
    commune: result.commune,
    wilaya: result.wilayaName,
  });
  return (
    <section
      id="estimate-result"
      aria-labelledby="estimate-result-title"
      className="min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-900/5 sm:p-8"
      data-testid="estimate-result"
    >
      <h2 id="estimate-result-title" className="text-xl font-bold text-brand-950">
        {result.available ? t('estimate.result_title') : t('estimate.not_enough_title')}
      </h2>
      {result.available && result.price && result.price_per_m2 ? (
        <>
          <p
            className="mt-4 text-2xl font-extrabold text-brand-700 sm:text-3xl"
            data-testid="estimate-range"
          >
            {t(`estimate.range_${result.kind}`, {
              low: price.primary(result.price.low),
              high: price.primary(result.price.high),
            })}
          </p>
          <p className="mt-2 text-stone-700">
            {t('estimate.median', { median: price.primary(result.price.median) })}
            {price.secondary(result.price.median) && (
              <span className="text-stone-500"> ({price.secondary(result.price.median)})</span>
            )}
          </p>
          <p className="mt-1 text-stone-700">
            {t('estimate.per_m2', {
              low: price.full(result.price_per_m2.low),
              high: price.full(result.price_per_m2.high),
              median: price.full(result.price_per_m2.median),
            })}
          </p>
          <p
            className="mt-4 flex items-start gap-2 font-medium text-stone-800"
            data-testid="estimate-count"
          >
            <ChartNoAxesColumn
              className="mt-0.5 size-5 shrink-0 text-brand-700"
              aria-hidden="true"
            />
            <span>
              {basedOn}{' '}
              <Link
                to={result.comparablesHref}
                className="text-brand-700 underline underline-offset-2"
              >
                {t('estimate.see_comparables')}
              </Link>
            </span>
          </p>
          <p className="mt-4 flex items-start gap-2 text-sm text-stone-600">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('estimate.method')}
          </p>
        </>
      ) : (
        <p className="mt-4 text-stone-700" data-testid="estimate-not-enough">
          {t('estimate.not_enough', { count: price.number(result.comparables) })}
        </p>
      )}
      <EntrustCta values={values} />
    </section>
  );
}

export function EstimatePage({ data }: { data: EstimatePageData }) {
  const { t } = useTranslation(['owner', 'common']);
  const invalid = Object.keys(data.errors).length > 0;
  return (
    <>
      <PageHero
        eyebrow={t('estimate.eyebrow')}
        title={t('estimate.title')}
        lead={t('estimate.lead')}
        breadcrumb={{
          label: t('breadcrumb'),
          home: t('common:nav.home'),
          current: t('common:nav.estimate'),
        }}
      />
      <Container className="grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-2 lg:items-start">
        {data.result && <ResultCard result={data.result} values={data.values} />}
        <section
          aria-labelledby="estimate-form-title"
          className="min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-900/5 sm:p-8 lg:row-start-1"
        >
          <h2 id="estimate-form-title" className="text-xl font-bold text-brand-950">
            {t('estimate.form_title')}
          </h2>
          {invalid && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-800"
            >
              {t('estimate.invalid')}
            </p>
          )}
          <form
            method="get"
            action="/estimate"
            className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2"
            noValidate
          >
            <OwnerPropertyFields
              values={data.values}
              error={(name) => {
                const key = data.errors[name];
                return key ? t(`estimate.${key}`) : undefined;
              }}
              types={data.types}
              wilayas={data.wilayas}
            />
            <button
              type="submit"
              className={buttonClasses({
                variant: 'primary',
                size: 'lg',
                className: 'sm:col-span-2',
              })}
              data-testid="estimate-submit"
            >
              {t('estimate.submit')}
            </button>
          </form>
          {!data.result && <EntrustCta values={data.values} />}
        </section>
      </Container>
    </>
  );
}
