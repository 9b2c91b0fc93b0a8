// The position of a property or an ad: latitude / longitude fields, a map link that fills them
// when it contains a position, and the map itself (click or drag the pin).
import { Crosshair, MapPin, X } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { useCmsShell } from '../shell/cms-context.tsx';
import { input } from '../styles.ts';
import type { LatLng } from '../geo.ts';

const LeafletPicker = lazy(() => import('./map-picker-leaflet.tsx'));

interface MapPickerProps {
  position: LatLng | null;
  onPick: (position: LatLng | null) => void;
  /** Where to look when there is no position yet (the wilaya's chief town…). */
  center: LatLng;
  zoom: number;
  /** Offer to remove the position (not for a required one). */
  clearable?: boolean;
}

export function MapPicker({ position, onPick, center, zoom, clearable = true }: MapPickerProps) {
  const { tileUrl } = useCmsShell();
  const pick = useCallback((value: LatLng) => onPick(value), [onPick]);
  return (
    <div className="space-y-2">
      <div
        className="relative h-72 overflow-hidden rounded-lg border border-slate-300 bg-slate-100 sm:h-96"
        role="group"
        aria-label="Carte : cliquez pour placer le bien, ou déplacez le repère"
        data-testid="map-picker"
      >
        <Suspense
          fallback={
            <p className="flex h-full items-center justify-center text-sm text-slate-500">
              Chargement de la carte…
            </p>
          }
        >
          <LeafletPicker
            position={position}
            center={center}
            zoom={zoom}
            tileUrl={tileUrl}
            onPick={pick}
          />
        </Suspense>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <p className="flex items-center gap-1">
          <Crosshair aria-hidden className="size-3.5" />
          Cliquez sur la carte ou faites glisser le repère. Au clavier : flèches puis Entrée.
        </p>
        {position && clearable && (
          <button
            type="button"
            onClick={() => onPick(null)}
            className="inline-flex items-center gap-1 rounded px-1 text-slate-700 hover:text-red-700"
          >
            <X aria-hidden className="size-3.5" />
            Retirer la position
          </button>
        )}
      </div>
    </div>
  );
}

export function CoordinateBadge({ position }: { position: LatLng | null }) {
  if (!position) return <span className="text-sm text-slate-500">Aucune position</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 tabular">
      <MapPin aria-hidden className="size-4 text-brand-700" />
      {position.lat.toFixed(5)}, {position.lng.toFixed(5)}
    </span>
  );
}

export const coordinateInput = `${input} tabular`;
