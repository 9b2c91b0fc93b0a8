// The property card, shared by the home page and the list pages: photo (lazy, responsive), price
// in the short centimes form with the full amount in dinars, name, place, area, bedrooms,
// bathrooms and the promotion. The whole card opens the property (one link, the title's).
import { House } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { imageSrcSet, imageVariantUrl } from '../../../common/media.ts';
import { cn } from '../../ui/cn.ts';
import { FavoriteButton } from '../visits/favorite-button.tsx';
import { CompareToggle } from '../visits/compare-toggle.tsx';
import { CardIcon } from '../../ui/card-icons.tsx';
import { propertyHref } from './results-address.ts';
import { useIsClosed, useIsRental } from './rent-statuses.tsx';
import { PriceDropBadge } from './price-drop-badge.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';

/** Most layouts show cards 1 to 4 across: what the browser needs to pick a width. */
const DEFAULT_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';

export function PropertyCard({
  property,
  sizes = DEFAULT_SIZES,
  priority = false,
  headingLevel = 3,
  fromResults,
  className,
}: {
  property: TPropertyCard;
  sizes?: string;
  /** The first cards in view: loaded eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The address of the results listing this card: the property page links back to them. */
  fromResults?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const price = usePriceFormat();
  const rental = useIsRental(property.statuses);
  // Sold or rented: still listed (after the available ones), marked so at first sight.
  const closed = useIsClosed(property.statuses);
  const image = property.images[0];
  const Heading = `h${headingLevel}` as const;
  // The wilaya only when it adds something (not "Oran, Oran").
  const place = [...new Set([property.city, property.wilaya].filter(Boolean))].join(
    t('card.place_separator'),
  );
  const area = property.living_area ?? property.land_area;
  const oldPrice = property.ispromo ? property.base_price : null;
  const discount =
    oldPrice && oldPrice > property.price
      ? Math.round(((oldPrice - property.price) / oldPrice) * 100)
      : null;
  const status = property.statuses[0]?.name;
  const type = property.types[0]?.name;

  return (
    <article
      data-testid="property-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-stone-900/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover focus-within:ring-2 focus-within:ring-brand-600',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {image ? (
          <img
            src={imageVariantUrl(image, 640)}
            srcSet={imageSrcSet(image)}
            sizes={sizes}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            // The first cards' photos are the page's largest paint: fetched before the scripts.
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={480}
            className={cn(
              'size-full object-cover transition duration-500 group-hover:scale-[1.04]',
              closed && 'grayscale-[70%]',
            )}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sand-300">
            <House className="size-14" aria-hidden="true" />
          </div>
        )}
        <div className="pointer-events-none absolute inset-x-0 top-0 h-20 bg-gradient-to-b from-black/25 to-transparent" />
        <FavoriteButton
          propertyId={property.id}
          propertyName={property.name}
          variant="card"
          className="absolute end-3 top-3"
        />
        <CompareToggle
          propertyId={property.id}
          propertyName={property.name}
          variant="card"
          className="absolute end-3 bottom-3"
        />
        {/* The badges wrap short of the heart (size-10 at end-3): never under it. */}
        <div
          data-testid="card-badges"
          className="absolute start-3 end-15 top-3 flex flex-wrap gap-1.5"
        >
          {status && (
            <span
              data-testid="status-badge"
              data-closed={closed || undefined}
              className={cn(
                'rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
                closed ? 'bg-stone-900/90 text-white' : 'bg-white/95 text-brand-800',
              )}
            >
              {status}
            </span>
          )}
          {property.ispromo && (
            <span
              data-testid="promo-badge"
              className="rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold text-brand-950 shadow-sm"
            >
              {t('card.promo')}
              {discount ? <span className="tabular"> −{discount}%</span> : null}
            </span>
          )}
          <PriceDropBadge droppedAt={property.price_dropped_at} variant="card" />
          <VerifiedBadge verifiedAt={property.verified_at} variant="card" />
        </div>
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <p className="text-xl font-extrabold tracking-tight text-brand-800 tabular">
            <span className="sr-only">{t('card.price')} </span>
            {price.primary(property.price)}
            {rental && (
              <span className="text-sm font-semibold text-stone-500"> {t('units.per_month')}</span>
            )}
          </p>
          {oldPrice && (
            <p className="text-sm text-stone-500 line-through tabular">
              <span className="sr-only">{t('card.old_price')} </span>
              {price.primary(oldPrice)}
            </p>
          )}
        </div>
        <p className="text-[13px] text-stone-500 tabular">{price.secondary(property.price)}</p>

        {type && (
          <p className="mt-3 text-xs font-semibold tracking-wide text-gold-700 uppercase rtl:tracking-normal">
            {type}
          </p>
        )}
        <Heading
          className={cn(
            'line-clamp-1 text-base font-semibold text-stone-900',
            type ? 'mt-0.5' : 'mt-3',
          )}
        >
          <Link
            to={propertyHref(property.id, fromResults)}
            className="outline-none after:absolute after:inset-0 after:z-10 after:content-[''] hover:text-brand-700"
          >
            {property.name}
          </Link>
        </Heading>
        {place && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
            <CardIcon name="place" className="size-4 text-gold-600" />
            <span className="line-clamp-1">{place}</span>
          </p>
        )}

        <div className="min-h-4 flex-1" />
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 border-t border-stone-100 pt-3.5 text-sm text-stone-700 [&:not(:has(li))]:hidden">
          {area ? (
            <li className="flex items-center gap-1.5" title={t('card.area')}>
              <CardIcon name="area" className="size-4 text-stone-400" />
              <span className="sr-only">{t('card.area')} </span>
              <span className="tabular">{price.area(area)}</span>
            </li>
          ) : null}
          {property.num_bedrooms ? (
            <li className="flex items-center gap-1.5" title={t('card.bedrooms')}>
              <CardIcon name="bedrooms" className="size-4 text-stone-400" />
              <span className="sr-only">{t('card.bedrooms')} </span>
              <span className="tabular">{property.num_bedrooms}</span>
            </li>
          ) : null}
          {property.num_bathrooms ? (
            <li className="flex items-center gap-1.5" title={t('card.bathrooms')}>
              <CardIcon name="bathrooms" className="size-4 text-stone-400" />
              <span className="sr-only">{t('card.bathrooms')} </span>
              <span className="tabular">{property.num_bathrooms}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
