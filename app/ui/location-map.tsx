// A map with one pin, drawn by Leaflet in the browser only (loaded on demand): the server and
// the first render show a quiet placeholder, and nothing depends on the tiles loading.
import { MapPin } from 'lucide-react';
import { lazy } from 'react';
import { ClientOnly } from './client-only.tsx';
import { cn } from './cn.ts';

const LeafletMap = lazy(() => import('./location-map.client.tsx'));

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** Tile URL template with {z}/{x}/{y} (configuration MAP_TILE_URL). */
  tileUrl: string;
  /** Accessible name of the map region. */
  label: string;
  /** Shown while the map loads. */
  loadingText: string;
  zoom?: number;
  className?: string;
}

export function LocationMap(props: LocationMapProps) {
  const placeholder = (
    <div
      className="flex size-full flex-col items-center justify-center gap-2 bg-brand-50 text-brand-700"
      aria-hidden="true"
    >
      <MapPin className="size-8" />
      <span className="text-sm">{props.loadingText}</span>
    </div>
  );
  return (
    <div
      role="group"
      aria-label={props.label}
      className={cn('relative isolate overflow-hidden', props.className)}
      data-testid="location-map"
    >
      <ClientOnly fallback={placeholder}>{() => <LeafletMap {...props} />}</ClientOnly>
    </div>
  );
}
