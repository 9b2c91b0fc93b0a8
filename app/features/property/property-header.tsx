// The top of a property page: status and type, the name (the page's h1), where it is, the price
// in the short centimes form and in full dinars, per m², the promotion, and the key figures.
import { Bath, BedDouble, DoorOpen, Layers, MapPin, Ruler, Trees } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { cn } from '../../ui/cn.ts';
import { FavoriteButton } from '../visits/favorite-button.tsx';
import { CompareToggle } from '../visits/compare-toggle.tsx';
import { shownPricePerM2 } from './price-per-m2.ts';
import { ShareActions } from './share-actions.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { PriceDropBadge } from './price-drop-badge.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <li className="flex items-center gap-2.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-brand-700 [&>svg]:size-4.5">
        {icon}
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-[15px] font-bold text-stone-900 tabular">{value}</span>
        <span className="text-xs text-stone-500">{label}</span>
      </span>
    </li>
  );
}

export function PropertyHeader({
  property: p,
  rental,
  shareUrl,
}: {
  property: TPropertyDetails;
  rental: boolean;
  shareUrl: string;
}) {
  const { t } = useTranslation('property');
  const common = useTranslation('common').t;
  const price = usePriceFormat();
  // "Gambetta, Oran" + "Oran" + "Oran" reads "Gambetta, Oran": each place named once.
  const parts = [p.address, p.city, p.wilaya].flatMap((part) => part.split(/[,،]/));
  const placeText = [...new Set(parts.map((part) => part.trim()).filter(Boolean))].join(
    t('location.separator'),
  );
  const oldPrice = p.ispromo && p.base_price > p.price ? p.base_price : null;
  const discount = oldPrice ? Math.round(((oldPrice - p.price) / oldPrice) * 100) : null;
  const perMonth = rental ? ` ${common('units.per_month')}` : '';
  const perM2 = shownPricePerM2(p);

  const facts = [
    p.living_area && {
      icon: <Ruler />,
      label: t('facts.living_area'),
      value: price.area(p.living_area),
    },
    p.land_area && { icon: <Trees />, label: t('facts.land_area'), value: price.area(p.land_area) },
    p.num_rooms && {
      icon: <DoorOpen />,
      label: t('facts.rooms'),
      value: price.number(p.num_rooms),
    },
    p.num_bedrooms && {
      icon: <BedDouble />,
      label: t('facts.bedrooms'),
      value: price.number(p.num_bedrooms),
    },
    p.num_bathrooms && {
      icon: <Bath />,
      label: t('facts.bathrooms'),
      value: price.number(p.num_bathrooms),
    },
    p.num_floors && {
      icon: <Layers />,
      label: t('facts.floors'),
      value: price.number(p.num_floors),
    },
  ].filter((fact): fact is { icon: React.ReactElement; label: string; value: string } =>
    Boolean(fact),
  );

  return (
    <header
      data-testid="property-header"
      className="flex flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:block sm:p-7"
    >
      {/* On a phone the price comes right after the name, before the buttons (issue 35): the
          badges, name, place and price fit the first screen under the photo. From 640px the
          buttons stand beside the badges again. Only the look moves: the order read and
          tabbed through is the same at every width. */}
      <div className="contents sm:flex sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <ul className="order-1 flex flex-wrap gap-1.5 sm:order-none" aria-label={t('facts.status')}>
          {p.statuses.map((status) => (
            <li
              key={`s${status.id}`}
              className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white"
            >
              {status.name}
            </li>
          ))}
          {p.types.map((type) => (
            <li
              key={`t${type.id}`}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100"
            >
              {type.name}
            </li>
          ))}
          {p.ispromo && (
            <li className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-brand-950">
              {t('promo.title')}
            </li>
          )}
          <PriceDropBadge droppedAt={p.price_dropped_at} variant="page" as="li" />
          <VerifiedBadge verifiedAt={p.verified_at} variant="page" as="li" />
        </ul>
        <div className="no-scrollbar order-3 -mx-5 mt-4 flex shrink-0 items-center gap-2 overflow-x-auto px-5 whitespace-nowrap sm:order-none sm:mx-0 sm:mt-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&>*]:shrink-0">
          <FavoriteButton propertyId={p.id} propertyName={p.name} variant="page" />
          <CompareToggle propertyId={p.id} propertyName={p.name} variant="page" />
          <ShareActions propertyId={p.id} url={shareUrl} title={p.name} />
        </div>
      </div>
      {/* From 1024px the price stands beside the name: above the fold at 1440×900. */}
      <div className="order-2 mt-3 sm:order-none lg:flex lg:items-end lg:justify-between lg:gap-8">
        <div className="min-w-0">
          <h1
            data-testid="property-name"
            className="text-2xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-3xl"
          >
            {p.name}
          </h1>
          {placeText && (
            <p className="mt-2 flex items-start gap-1.5 text-[15px] text-stone-600">
              <MapPin className="mt-0.5 size-4.5 shrink-0 text-gold-600" aria-hidden="true" />
              <span data-testid="property-place">{placeText}</span>
            </p>
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-stone-100 pt-4 sm:mt-5 sm:pt-5 lg:mt-0 lg:shrink-0 lg:flex-col lg:items-end lg:gap-y-2 lg:border-0 lg:pt-0 lg:text-end">
          <div data-testid="property-price">
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase rtl:tracking-normal">
              {t('price.label')}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1 lg:justify-end">
              <span className="text-3xl font-extrabold tracking-tight text-brand-800 tabular sm:text-4xl">
                {price.primary(p.price)}
                {rental && (
                  <span className="text-base font-semibold text-stone-500">{perMonth}</span>
                )}
              </span>
              {oldPrice && (
                <span className="text-lg text-stone-500 line-through tabular">
                  <span className="sr-only">{t('price.old')} </span>
                  {price.primary(oldPrice)}
                </span>
              )}
              {discount ? (
                <span className="rounded-md bg-gold-100 px-2 py-0.5 text-sm font-bold text-gold-800 tabular">
                  {t('price.save', { percent: discount })}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-stone-600 tabular" data-testid="property-price-full">
              {price.secondary(p.price)}
              {price.secondary(p.price) && perMonth}
              {oldPrice && (
                <span className="text-stone-500">
                  {' · '}
                  {t('price.saving', { amount: price.full(oldPrice - p.price) })}
                </span>
              )}
            </p>
          </div>
          {perM2 ? (
            <p className="text-sm text-stone-600">
              <span className="block text-xs text-stone-500">{t('price.per_m2_label')}</span>
              <span className="font-semibold text-stone-800 tabular" data-testid="price-per-m2">
                {t('price.per_m2', { price: price.full(perM2) })}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      {facts.length > 0 && (
        <ul
          aria-label={t('facts.title')}
          data-testid="key-facts"
          className={cn(
            'order-4 mt-5 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-stone-100 pt-5 sm:order-none sm:grid-cols-3',
            facts.length > 4 && 'lg:grid-cols-6',
            facts.length <= 4 && 'lg:grid-cols-4',
          )}
        >
          {facts.map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </ul>
      )}
    </header>
  );
}
