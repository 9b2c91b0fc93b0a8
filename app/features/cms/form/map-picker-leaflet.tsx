// The Leaflet map of the position picker (loaded on demand, in the browser only): a click puts
// the pin, the pin can be dragged, and on the keyboard Enter puts it at the centre of the map.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundCoordinate, type LatLng } from '../geo.ts';

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">' +
  '<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#0f5c4a" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>';

const pin = L.divIcon({
  className: '',
  html: PIN_SVG,
  iconSize: [30, 40],
  iconAnchor: [15, 39],
});

export interface LeafletPickerProps {
  position: LatLng | null;
  center: LatLng;
  zoom: number;
  tileUrl: string;
  onPick: (position: LatLng) => void;
}

function Events({ onPick }: { onPick: (position: LatLng) => void }) {
  const map = useMapEvents({
    click(event) {
      onPick({ lat: roundCoordinate(event.latlng.lat), lng: roundCoordinate(event.latlng.lng) });
    },
    keydown(event) {
      const key = (event.originalEvent as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      const c = map.getCenter();
      onPick({ lat: roundCoordinate(c.lat), lng: roundCoordinate(c.lng) });
    },
  });
  return null;
}

/** Follows a position typed or pasted outside the map. */
function Follow({
  position,
  center,
  zoom,
}: {
  position: LatLng | null;
  center: LatLng;
  zoom: number;
}) {
  const map = useMap();
  useEffect(() => {
    if (position) {
      if (!map.getBounds().pad(-0.1).contains([position.lat, position.lng])) {
        map.setView([position.lat, position.lng], Math.max(map.getZoom(), 14));
      }
    } else {
      map.setView([center.lat, center.lng], zoom);
    }
  }, [map, position, center.lat, center.lng, zoom]);
  return null;
}

export default function LeafletPicker({
  position,
  center,
  zoom,
  tileUrl,
  onPick,
}: LeafletPickerProps) {
  const handlers = useMemo(
    () => ({
      dragend(event: L.DragEndEvent) {
        const at = (event.target as L.Marker).getLatLng();
        onPick({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) });
      },
    }),
    [onPick],
  );
  const start = position ?? center;
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={position ? 15 : zoom}
      scrollWheelZoom={false}
      className="h-full w-full"
      attributionControl
    >
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap" maxZoom={19} />
      <Events onPick={onPick} />
      <Follow position={position} center={center} zoom={zoom} />
      {position && (
        <Marker
          position={[position.lat, position.lng]}
          icon={pin}
          draggable
          eventHandlers={handlers}
          keyboard={false}
        />
      )}
    </MapContainer>
  );
}
