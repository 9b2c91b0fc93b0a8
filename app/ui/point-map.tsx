// A map centred on one place with a marker (a property, an advertiser). Leaflet is loaded in the
// browser only, when the map comes near the screen; until then (and on the server) a quiet
// placeholder keeps the space, so nothing moves when it appears. Tiles come from MAP_TILE_URL.
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from './cn.ts';
import { useNearViewport } from './use-near-viewport.ts';

const LeafletPointMap = lazy(() => import('./point-map.client.tsx'));

export interface PointMapProps {
  latitude: number;
  longitude: number;
  /** Tile URL template with {z}, {x}, {y} (and optionally {s}). */
  tileUrl: string;
  /** What the map shows, for screen readers (the region's name). */
  label: string;
  loadingLabel: string;
  /** The marker's tooltip. */
  markerTitle?: string;
  zoom?: number;
  className?: string;
}

function Placeholder({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[repeating-linear-gradient(45deg,var(--color-sand-100),var(--color-sand-100)_12px,var(--color-sand-50)_12px,var(--color-sand-50)_24px)] text-stone-500">
      <MapPin className="size-8 text-gold-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function PointMap({ className, label, loadingLabel, ...map }: PointMapProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-testid="point-map"
      // Leaflet's panes use z-indexes up to 1000: `isolate` keeps them under the fixed header.
      // Tiles are laid out left to right whatever the page's direction.
      dir="ltr"
      className={cn('relative isolate overflow-hidden rounded-2xl bg-sand-100', className)}
    >
      {near ? (
        <Suspense fallback={<Placeholder label={loadingLabel} />}>
          <LeafletPointMap {...map} />
        </Suspense>
      ) : (
        <Placeholder label={loadingLabel} />
      )}
    </div>
  );
}
