// A pin's popup (part of the map's own chunk): the property's photo, title, place and price
// ("/ mois" for a rent), the whole card a link to it. A property of the list's current page
// already has its card; any other is read when its popup first opens (GET
// /api/properties/by-ids, one card in the page's language), so the map's points stay small
// (decision 0034). The card keeps its width and photo space while it loads, so Leaflet places
// it once (a popup grows upwards from its tip when its title takes two lines).
import { House } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { imageVariantUrl } from '../../../../common/media.ts';
import type { TPropertyCard } from '../../../../common/schemas/property.ts';
import { usePriceFormat } from '../../../ui/use-price-format.ts';
import { useCards } from '../../visits/use-cards.ts';
import { directionOf } from '../../../../common/languages.ts';

interface PopupProps {
  id: number;
  price: number;
  rent: boolean;
  /** The property's card when it is on the list's current page. */
  card?: TPropertyCard;
}

/** Room kept free when Leaflet pans a popup into view: the overlays at the map's top (switch,
 * number found, "search this area") and, on a phone, the list/map button at its bottom. */
const PAN_PADDING_TOP_LEFT: [number, number] = [16, 150];
const PAN_PADDING_BOTTOM_RIGHT: [number, number] = [16, 90];

export function PropertyPopup(props: PopupProps) {
  return (
    <Popup
      closeButton={false}
      offset={[0, -30]}
      autoPanPaddingTopLeft={PAN_PADDING_TOP_LEFT}
      autoPanPaddingBottomRight={PAN_PADDING_BOTTOM_RIGHT}
      className="search-popup"
    >
      <PopupCard {...props} />
    </Popup>
  );
}

/** Rendered by react-leaflet only once the popup has opened: the fetch waits for that. */
function PopupCard({ id, price, rent, card: pageCard }: PopupProps) {
  const { t, i18n } = useTranslation('search');
  const format = usePriceFormat();
  const fetched = useCards([id], !pageCard);
  const card = pageCard ?? fetched.cards[0];
  const loading = !card && !fetched.ready;
  const image = card?.images[0];
  // The wilaya only when it adds something (not "Oran, Oran"), as on the cards.
  const place = card
    ? [...new Set([card.city, card.wilaya].filter(Boolean))].join(t('common:card.place_separator'))
    : '';

  return (
    <div
      dir={directionOf(i18n.language)}
      data-testid="map-popup"
      aria-busy={loading || undefined}
      className="relative w-60 text-start text-stone-900"
    >
      <div className="aspect-[16/10] overflow-hidden bg-sand-100">
        {image ? (
          <img
            src={imageVariantUrl(image, 320)}
            alt=""
            width={320}
            height={200}
            className="size-full object-cover"
          />
        ) : (
          <div
            className={`flex size-full items-center justify-center text-sand-300 ${loading ? 'animate-pulse' : ''}`}
          >
            <House className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-0.5 px-3 pt-2 pb-3">
        <div className="text-base font-extrabold text-brand-800 tabular">
          {format.short(price)}
          {rent && (
            <span className="text-xs font-semibold text-stone-500">
              {' '}
              {t('common:units.per_month')}
            </span>
          )}
        </div>
        <div className="line-clamp-2 text-sm leading-5 font-semibold">
          <Link to={`/property/${id}`} className="search-popup__link">
            {card?.name ?? (loading ? t('map.popup_loading') : t('map.see_property'))}
          </Link>
        </div>
        <div className="line-clamp-1 min-h-4 text-xs leading-4 text-stone-600">{place}</div>
      </div>
    </div>
  );
}
