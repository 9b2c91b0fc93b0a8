// Leaflet itself (browser only, loaded by location-map.tsx when needed).
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import type { LocationMapProps } from './location-map.tsx';

// A pin drawn in CSS/SVG: no marker images to fetch.
const pin = divIcon({
  className: '',
  html: `<svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true"><path d="M20 47s16-15.1 16-27A16 16 0 0 0 4 20c0 11.9 16 27 16 27Z" fill="#0f5c4a" stroke="#fff" stroke-width="2.5"/><circle cx="20" cy="20" r="6" fill="#e4bb5e"/></svg>`,
  iconSize: [40, 48],
  iconAnchor: [20, 46],
});

function attributionFor(tileUrl: string): string | undefined {
  return tileUrl.includes('openstreetmap')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : undefined;
}

export default function LeafletMap({ latitude, longitude, tileUrl, zoom = 15 }: LocationMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={zoom}
      scrollWheelZoom={false}
      className="size-full"
      style={{ background: 'var(--color-brand-50)' }}
    >
      <TileLayer url={tileUrl} attribution={attributionFor(tileUrl)} />
      <Marker position={[latitude, longitude]} icon={pin} keyboard={false} />
    </MapContainer>
  );
}
