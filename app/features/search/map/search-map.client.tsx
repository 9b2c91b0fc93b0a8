// The Leaflet part of the search map (browser only, its own chunk with Leaflet's stylesheet):
// the matches clustered with supercluster, each single property a price label, clusters a
// count (a click zooms into them; the markers are in map-markers.client.tsx); the property
// under the pointer is lit, on the map and in the list. Moves made by the page itself (fitting the results, the address's bounds) are not
// searches; the visitor's are reported through onMoved. The zoom buttons speak the page's
// language; tiles that cannot be loaded are reported through onTilesDown (the notice is drawn
// by search-map.tsx, with the map's other overlays).
import 'leaflet/dist/leaflet.css';
import '../../../ui/map-base.css';
import './search-map.css';
import { latLngBounds, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { AttributionControl, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import type { Language } from '../../../../common/languages.ts';
import type { TMapPoint as MapPoint } from '../../../../common/schemas/map-points.ts';
import type { TPropertyCard } from '../../../../common/schemas/property.ts';
import type { Bounds } from '../../../../common/search-query.ts';
import { WatchedTileLayer } from '../../../ui/map-tiles.client.tsx';
import { LocalizedZoomControl } from '../../../ui/map-zoom.client.tsx';
import {
  ClusterMarker,
  HoveredGhost,
  PriceMarker,
  type PointProps,
} from './map-markers.client.tsx';
import { isDrawingZone } from './drawing-zone.ts';

// The search area and its drawing mode: a chunk of their own, fetched with the map.
const AreaDraw = lazy(() => import('./area-draw.client.tsx'));

/** Northern Algeria, where most listings are, before the results are known. */
const DEFAULT_CENTER: [number, number] = [35.8, 3.2];
const DEFAULT_ZOOM = 6;

declare global {
  interface Window {
    /** The map instance, for browser tests only (set when the browser is automated). */
    __searchMap?: LeafletMap;
  }
}

const toBounds = (b: LatLngBounds): Bounds => ({
  minLat: b.getSouth(),
  maxLat: b.getNorth(),
  minLng: b.getWest(),
  maxLng: b.getEast(),
});

function Clusters({
  points,
  cards,
}: {
  points: readonly MapPoint[];
  cards: readonly TPropertyCard[];
}) {
  const map = useMap();
  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({ radius: 60, extent: 256, maxZoom: 17 });
    cluster.load(
      points.map(([id, lat, lng, price, rent]) => ({
        type: 'Feature' as const,
        properties: { id, price, rent: rent === 1 },
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
      })),
    );
    return cluster;
  }, [points]);
  const [view, setView] = useState(0);
  const readView = () => setView((n) => n + 1);
  useMapEvents({ moveend: readView, resize: readView });
  // The map may have been fitted to the results or sized in the same commit, before these
  // listeners were there: read its view again once mounted and when the points change.
  useEffect(readView, [index]);
  const features = useMemo(() => {
    const b = map.getBounds();
    return index.getClusters(
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      Math.round(map.getZoom()),
    );
    // `view` changes when the map moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, map, view]);
  const cardsById = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const shownAlone = useMemo(
    () =>
      new Set(
        features
          .filter((f) => !('cluster' in f.properties))
          .map((f) => (f.properties as PointProps).id),
      ),
    [features],
  );

  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const { cluster_id: clusterId, point_count: count } = feature.properties;
          return (
            <ClusterMarker
              key={`c${clusterId}`}
              count={count}
              position={[lat, lng]}
              expansionZoom={() => index.getClusterExpansionZoom(clusterId)}
            />
          );
        }
        const { id, price, rent } = feature.properties as PointProps;
        return (
          <PriceMarker
            key={`p${id}`}
            id={id}
            price={price}
            rent={rent}
            position={[lat, lng]}
            card={cardsById.get(id)}
          />
        );
      })}
      <HoveredGhost points={points} shownAlone={shownAlone} />
    </>
  );
}

/** Fits the map to the address's bounds or to the results, and reports the visitor's moves. */
function ViewController({
  points,
  bounds,
  boundsWrittenByMap,
  onMoved,
}: {
  points: readonly MapPoint[] | null;
  bounds: Bounds | null;
  boundsWrittenByMap: boolean;
  onMoved: (bounds: Bounds) => void;
}) {
  const map = useMap();
  const programmatic = useRef(false);
  const settled = useRef({ center: map.getCenter(), zoom: map.getZoom() });
  const fitted = useRef<string | null>(null);
  const moved = useRef(onMoved);
  moved.current = onMoved;

  const byPage = (move: () => void) => {
    programmatic.current = true;
    try {
      move();
    } finally {
      programmatic.current = false;
      settled.current = { center: map.getCenter(), zoom: map.getZoom() };
    }
  };

  useEffect(() => {
    if (navigator.webdriver) window.__searchMap = map;
    return () => {
      if (window.__searchMap === map) delete window.__searchMap;
    };
  }, [map]);

  const key = bounds ? [bounds.minLat, bounds.maxLat, bounds.minLng, bounds.maxLng].join(',') : '';
  useEffect(() => {
    if (!bounds) {
      // The area was cleared: show the results again.
      if (fitted.current?.startsWith('bounds:')) fitted.current = null;
      return;
    }
    if (boundsWrittenByMap) {
      fitted.current = `bounds:${key}`;
      return;
    }
    if (fitted.current === `bounds:${key}`) return;
    fitted.current = `bounds:${key}`;
    byPage(() =>
      map.fitBounds(
        [
          [bounds.minLat, bounds.minLng],
          [bounds.maxLat, bounds.maxLng],
        ],
        { animate: false },
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const pointsKey = points ? `${points.length}:${points[0]?.[0]}:${points.at(-1)?.[0]}` : '';
  useEffect(() => {
    if (bounds || !points || points.length === 0) return;
    if (fitted.current === `points:${pointsKey}`) return;
    fitted.current = `points:${pointsKey}`;
    const area = latLngBounds(points.map(([, lat, lng]) => [lat, lng]));
    byPage(() => map.fitBounds(area, { animate: false, padding: [48, 48], maxZoom: 14 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pointsKey, key]);

  useMapEvents({
    moveend: () => {
      if (programmatic.current) return;
      const before = settled.current;
      const center = map.getCenter();
      const zoom = map.getZoom();
      // Moves made while a zone is drawn place its points: they search nothing (the zone will).
      if (isDrawingZone(map)) {
        settled.current = { center, zoom };
        return;
      }
      const shift = map
        .latLngToContainerPoint(before.center)
        .distanceTo(map.latLngToContainerPoint(center));
      // A resize keeps the centre and the zoom: not a move of the visitor's.
      if (zoom === before.zoom && shift < 2) return;
      settled.current = { center, zoom };
      moved.current(toBounds(map.getBounds()));
    },
  });
  return null;
}

/** Keeps Leaflet's idea of its size right when the column appears or the window changes. */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export default function LeafletSearchMap({
  tileUrl,
  points,
  cards,
  bounds,
  boundsWrittenByMap,
  onMoved,
  onTilesDown,
  language,
}: {
  tileUrl: string;
  points: readonly MapPoint[] | null;
  cards: readonly TPropertyCard[];
  bounds: Bounds | null;
  boundsWrittenByMap: boolean;
  onMoved: (bounds: Bounds) => void;
  onTilesDown: (down: boolean) => void;
  language: Language;
}) {
  const initial = bounds
    ? {
        bounds: [
          [bounds.minLat, bounds.minLng],
          [bounds.maxLat, bounds.maxLng],
        ] as [[number, number], [number, number]],
      }
    : { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  return (
    <MapContainer
      {...initial}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom
      className="absolute inset-0 size-full"
    >
      <WatchedTileLayer url={tileUrl} onTilesDown={onTilesDown} />
      {/* Zoom at the top end; the credits at the bottom start, clear of the WhatsApp button. */}
      <LocalizedZoomControl />
      <AttributionControl
        position={language === 'ar' ? 'bottomright' : 'bottomleft'}
        prefix={false}
      />
      <SizeWatcher />
      <ViewController
        points={points}
        bounds={bounds}
        boundsWrittenByMap={boundsWrittenByMap}
        onMoved={onMoved}
      />
      {points && <Clusters points={points} cards={cards} />}
      <Suspense fallback={null}>
        <AreaDraw />
      </Suspense>
    </MapContainer>
  );
}
