// The favourites count on the header's heart. Favourites are kept on the device (favorites.ts),
// so the server renders no count and the browser's appears after hydration: the badge is drawn
// over the heart's corner, taking no room, so nothing moves when it appears. The link's name
// says the count ("Favoris (3)"), starting with the visible word for voice control.
import { Heart } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { useFavorites } from './favorites.ts';

/** The favourites link's accessible name with the count, or none (its text names it). */
export function useFavoritesName(): string | undefined {
  const { t } = useTranslation('visits');
  const count = useFavorites().length;
  return count > 0 ? t('nav.favorites_count', { count }) : undefined;
}

/** The heart with the count over its corner. */
export function FavoritesHeart({ className }: { className?: string }) {
  const count = useFavorites().length;
  return (
    <span className={cn('relative inline-flex', className)}>
      <Heart className="size-full text-rose-500" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="favorites-count-badge"
          className="absolute -end-2.5 -top-2 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-bold text-white tabular ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
