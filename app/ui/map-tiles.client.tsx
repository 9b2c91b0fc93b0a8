// The tile layer of every map, watching its tiles (browser only, inside a map's own chunk). When
// a view's tiles all fail (the tile server cannot be reached: offline, blocked, down), the map is
// marked `map-tiles-down` (map-base.css draws a quiet empty map) and the owner is told, to show
// its notice (map-notice.tsx); one tile that loads clears it. A few failed tiles among loaded
// ones are left as Leaflet shows them. OpenStreetMap's tiles are credited in the page's language.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { TileLayer, useMap } from 'react-leaflet';

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export function WatchedTileLayer({
  url,
  onTilesDown,
}: {
  /** Tile URL template with {z}/{x}/{y} (configuration MAP_TILE_URL). */
  url: string;
  onTilesDown: (down: boolean) => void;
}) {
  const map = useMap();
  const { t, i18n } = useTranslation('common');
  const [down, setDown] = useState(false);
  // Counted per view: Leaflet fires `loading` when a new set of tiles starts.
  const counts = useRef({ loaded: 0, failed: 0 });
  const report = useRef(onTilesDown);
  report.current = onTilesDown;

  useEffect(() => {
    map.getContainer().classList.toggle('map-tiles-down', down);
    report.current(down);
  }, [map, down]);

  return (
    <TileLayer
      // Leaflet reads the credit once, when the layer is added: a new language adds a new one.
      key={i18n.language}
      url={url}
      attribution={
        url.includes('openstreetmap') ? t('map.osm_credit', { link: OSM_LINK }) : undefined
      }
      eventHandlers={{
        loading: () => {
          counts.current = { loaded: 0, failed: 0 };
        },
        tileload: () => {
          counts.current.loaded += 1;
          setDown(false);
        },
        tileerror: () => {
          counts.current.failed += 1;
          if (counts.current.loaded === 0) setDown(true);
        },
      }}
    />
  );
}
