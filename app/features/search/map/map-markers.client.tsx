// The search map's markers (part of the map's own chunk, see search-map.client.tsx): a single
// property is its price as a label ("/ mois" for a rent), with a popup card (map-popup.client.tsx);
// a cluster is a count, and a click zooms into it; the hovered property is lit, or drawn on its
// own when it sits inside a cluster.
import { divIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Marker, useMap } from 'react-leaflet';
import type { TMapPoint as MapPoint } from '../../../../common/schemas/map-points.ts';
import type { TPropertyCard } from '../../../../common/schemas/property.ts';
import { usePriceFormat } from '../../../ui/use-price-format.ts';
import { useHoveredId, useHoverStore, useIsHovered } from '../hover-store.ts';
import { PropertyPopup } from './map-popup.client.tsx';

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
  /** A rent: its price is per month. */
  rent: boolean;
}

/** A pin's label: the short price, with "/ mois" for a rent. */
function usePinLabel(): (price: number, rent: boolean) => string {
  const { t } = useTranslation('common');
  const format = usePriceFormat();
  return (price, rent) =>
    rent ? `${format.short(price)} ${t('units.per_month')}` : format.short(price);
}

export function PriceMarker({
  id,
  price,
  rent,
  position,
  card,
}: PointProps & { position: [number, number]; card?: TPropertyCard }) {
  const pinLabel = usePinLabel();
  const hover = useHoverStore();
  const lit = useIsHovered(id);
  const marker = useRef<LeafletMarker>(null);
  const label = pinLabel(price, rent);
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
      <PropertyPopup id={id} price={price} rent={rent} card={card} />
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
  const pinLabel = usePinLabel();
  const hoveredId = useHoveredId();
  const point =
    hoveredId !== null && !shownAlone.has(hoveredId)
      ? points.find(([id]) => id === hoveredId)
      : undefined;
  const label = point ? pinLabel(point[3], point[4] === 1) : '';
  const icon = useMemo(() => priceIcon(label, true), [label]);
  if (!point) return null;
  return (
    <Marker position={[point[1], point[2]]} icon={icon} zIndexOffset={2000} interactive={false} />
  );
}
