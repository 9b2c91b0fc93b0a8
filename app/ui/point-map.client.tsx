// The Leaflet part of PointMap, in its own chunk (with Leaflet's stylesheet): browser only. The
// zoom buttons speak the page's language; when the tiles cannot be loaded the map stays, empty
// and styled, with the pin and a notice.
import 'leaflet/dist/leaflet.css';
import './map-base.css';
import { divIcon } from 'leaflet';
import { useState } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import { TilesDownNotice } from './map-notice.tsx';
import { WatchedTileLayer } from './map-tiles.client.tsx';
import { LocalizedZoomControl } from './map-zoom.client.tsx';
import type { PointMapProps } from './point-map.tsx';

// A drawn pin (no image files to resolve), in the brand's green with a gold dot.
const pin = divIcon({
  className: '',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47c-1.2 0-2.2-.8-2.7-1.9C11 35.6 2 29 2 18 2 9.2 9.2 2 18 2s16 7.2 16 16c0 11-9 17.6-13.3 27.1-.5 1.1-1.5 1.9-2.7 1.9z" fill="#0f5c4a" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6.5" fill="#d8a646"/></svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 46],
});

export default function LeafletPointMap({
  latitude,
  longitude,
  tileUrl,
  markerTitle,
  zoom = 15,
}: Omit<PointMapProps, 'label' | 'loadingLabel' | 'className'>) {
  const [tilesDown, setTilesDown] = useState(false);
  return (
    <>
      <MapContainer
        center={[latitude, longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        className="absolute inset-0 size-full"
      >
        <WatchedTileLayer url={tileUrl} onTilesDown={setTilesDown} />
        <LocalizedZoomControl />
        <Marker
          position={[latitude, longitude]}
          icon={pin}
          title={markerTitle}
          alt={markerTitle}
          keyboard={false}
        />
      </MapContainer>
      <TilesDownNotice
        down={tilesDown}
        className="absolute inset-x-3 bottom-8 z-[1000] flex justify-center"
      />
    </>
  );
}
