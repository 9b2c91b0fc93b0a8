// The Leaflet part of PointMap, in its own chunk (with Leaflet's stylesheet): browser only.
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import type { PointMapProps } from './point-map.tsx';

// A drawn pin (no image files to resolve), in the brand's green with a gold dot.
const pin = divIcon({
  className: '',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47c-1.2 0-2.2-.8-2.7-1.9C11 35.6 2 29 2 18 2 9.2 9.2 2 18 2s16 7.2 16 16c0 11-9 17.6-13.3 27.1-.5 1.1-1.5 1.9-2.7 1.9z" fill="#0f5c4a" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6.5" fill="#d8a646"/></svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 46],
});

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export default function LeafletPointMap({
  latitude,
  longitude,
  tileUrl,
  markerTitle,
  zoom = 15,
}: Omit<PointMapProps, 'label' | 'loadingLabel' | 'className'>) {
  const attribution = tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : undefined;
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={zoom}
      scrollWheelZoom={false}
      className="absolute inset-0 size-full"
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker
        position={[latitude, longitude]}
        icon={pin}
        title={markerTitle}
        alt={markerTitle}
        keyboard={false}
      />
    </MapContainer>
  );
}
