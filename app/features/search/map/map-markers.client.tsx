// The search map's markers (part of the map's own chunk, see search-map.client.tsx): a single
// property is its price as a label, with a popup card; a cluster is a count, and a click zooms
// into it; the hovered property is lit, or drawn on its own when it sits inside a cluster.
import { divIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { TPropertyCard } from '../../../../common/schemas/property.ts';
import type { MapPoint } from '../../../../server/services/property-map-points.ts';
import { usePriceFormat } from '../../../ui/use-price-format.ts';
import { useHoveredId, useHoverStore, useIsHovered } from '../hover-store.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function priceIcon(label: string, lit = false) {
  return divIcon({
    className: lit ? 'search-pin search-pin--lit' : 'search-pin',
    html: `<span class="search-pin__label" dir="auto">${escapeHtml(label)}</span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

function clusterIcon(count: number) {
  const size = count < 10 ? 38 : count < 100 ? 46 : 56;
  return divIcon({
    className: 'search-cluster',
    html: `<span style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** What the clustering keeps of each property. */
export interface PointProps {
  id: number;
  price: number;
}

function PropertyPopup({ id, price, card }: { id: number; price: number; card?: TPropertyCard }) {
  const { t } = useTranslation('search');
  const format = usePriceFormat();
  return (
    <Popup closeButton={false} offset={[0, -30]} className="search-popup">
      <div dir="auto" className="w-52 text-stone-900">
        <p className="text-base font-extrabold text-brand-800">{format.short(price)}</p>
        {card && (
          <>
            <p className="mt-0.5 line-clamp-2 text-sm font-semibold">{card.name}</p>
            <p className="line-clamp-1 text-xs text-stone-600">
              {[card.city, card.wilaya].filter(Boolean).join(', ')}
            </p>
          </>
        )}
        <Link
          to={`/property/${id}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('map.see_property')}
        </Link>
      </div>
    </Popup>
  );
}

export function PriceMarker({
  id,
  price,
  position,
  card,
}: PointProps & { position: [number, number]; card?: TPropertyCard }) {
  const format = usePriceFormat();
  const hover = useHoverStore();
  const lit = useIsHovered(id);
  const marker = useRef<LeafletMarker>(null);
  const label = format.short(price);
  const icon = useMemo(() => priceIcon(label), [label]);
  // Lit by a class on the same element (replacing the icon under the pointer would flicker).
  useEffect(() => {
    marker.current?.getElement()?.classList.toggle('search-pin--lit', lit);
    marker.current?.setZIndexOffset(lit ? 1000 : 0);
  }, [lit]);
  return (
    <Marker
      ref={marker}
      position={position}
      icon={icon}
      title={label}
      alt={label}
      eventHandlers={{
        add: (event) => {
          (event.target as LeafletMarker).getElement()?.setAttribute('data-marker-id', String(id));
        },
        mouseover: () => hover.set(id),
        mouseout: () => hover.set(null),
        click: () => {
          // Bring the card into view when it is on this page.
          document
            .querySelector(`li[data-property-id="${id}"]`)
            ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        },
      }}
    >
      <PropertyPopup id={id} price={price} card={card} />
    </Marker>
  );
}

export function ClusterMarker({
  count,
  position,
  expansionZoom,
}: {
  count: number;
  position: [number, number];
  expansionZoom: () => number;
}) {
  const map = useMap();
  const { t } = useTranslation('search');
  const icon = useMemo(() => clusterIcon(count), [count]);
  const label = t('map.cluster', { count });
  return (
    <Marker
      position={position}
      icon={icon}
      title={label}
      alt={label}
      eventHandlers={{ click: () => map.setView(position, Math.min(expansionZoom(), 18)) }}
    />
  );
}

/** The hovered property when it sits inside a cluster: shown on its own, on top. */
export function HoveredGhost({
  points,
  shownAlone,
}: {
  points: readonly MapPoint[];
  shownAlone: ReadonlySet<number>;
}) {
  const format = usePriceFormat();
  const hoveredId = useHoveredId();
  const point =
    hoveredId !== null && !shownAlone.has(hoveredId)
      ? points.find(([id]) => id === hoveredId)
      : undefined;
  const label = point ? format.short(point[3]) : '';
  const icon = useMemo(() => priceIcon(label, true), [label]);
  if (!point) return null;
  return (
    <Marker position={[point[1], point[2]]} icon={icon} zIndexOffset={2000} interactive={false} />
  );
}
