// Leaflet itself (browser only, loaded by location-map.tsx when needed). The zoom buttons speak
// the page's language; when the tiles cannot be loaded the map stays, empty and styled, with the
// pin and a notice.
import 'leaflet/dist/leaflet.css';
import './map-base.css';
import { divIcon } from 'leaflet';
import { useState } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import type { LocationMapProps } from './location-map.tsx';
import { TilesDownNotice } from './map-notice.tsx';
import { WatchedTileLayer } from './map-tiles.client.tsx';
import { LocalizedZoomControl } from './map-zoom.client.tsx';

// A pin drawn in CSS/SVG: no marker images to fetch.
const pin = divIcon({
  className: '',
  html: `<svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true"><path d="M20 47s16-15.1 16-27A16 16 0 0 0 4 20c0 11.9 16 27 16 27Z" fill="#0f5c4a" stroke="#fff" stroke-width="2.5"/><circle cx="20" cy="20" r="6" fill="#e4bb5e"/></svg>`,
  iconSize: [40, 48],
  iconAnchor: [20, 46],
});

export default function LeafletMap({ latitude, longitude, tileUrl, zoom = 15 }: LocationMapProps) {
  const [tilesDown, setTilesDown] = useState(false);
  return (
    <>
      <MapContainer
        center={[latitude, longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        className="size-full"
        // Leaflet's grey until the tiles come; the empty map's own look when they cannot.
        style={tilesDown ? undefined : { background: 'var(--color-brand-50)' }}
      >
        <WatchedTileLayer url={tileUrl} onTilesDown={setTilesDown} />
        <LocalizedZoomControl />
        <Marker position={[latitude, longitude]} icon={pin} keyboard={false} />
      </MapContainer>
      <TilesDownNotice
        down={tilesDown}
        className="absolute inset-x-3 bottom-8 z-[1000] flex justify-center"
      />
    </>
  );
}
