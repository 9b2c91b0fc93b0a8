// The quiet stand-in of the list page's map, the same size, while its code and tiles load. A
// module of its own: the list page shows it before the map's code (search-map.tsx) is fetched.
import { MapPin } from 'lucide-react';

export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[repeating-linear-gradient(45deg,var(--color-sand-100),var(--color-sand-100)_12px,var(--color-sand-50)_12px,var(--color-sand-50)_24px)] text-stone-500">
      <MapPin className="size-8 text-gold-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
