// The icons every property card repeats (place, area, bedrooms, bathrooms, the favourite
// heart), drawn once per page
// as SVG symbols and referenced by each card with <use>: a list or the Home page shows up to
// fifty cards, and four inline Lucide icons each made a third of the Home page's HTML and
// ≈ 1 000 elements to parse, style and hydrate (docs/performance.md).
import { Bath, BedDouble, Heart, MapPin, Ruler } from 'lucide-react';
import { cn } from './cn.ts';

const ICONS = {
  place: MapPin,
  area: Ruler,
  bedrooms: BedDouble,
  bathrooms: Bath,
  favorite: Heart,
} as const;
export type CardIconName = keyof typeof ICONS;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/** The symbols, once in the page (the public shell), out of sight and of the accessibility tree. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as CardIconName)} viewBox="0 0 24 24">
          {/* Filled as the <use> says: none, or the favourite's colour (CardIcon's class). A
              `fill="inherit"` attribute is ignored by Chromium, so CSS says it. */}
          <Icon className="fill-[inherit]" />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the card icons, decorative (the text beside it says what it is). */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('shrink-0', className)}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
