// The heart: adds a property to the visitor's favourites or takes it out. On a card it sits over
// the photo (above the card's link); on the property page it is a labelled button. Rendered on
// the server as "not a favourite"; the stored state shows after hydration.
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { CardIcon } from '../../ui/card-icons.tsx';
import { toggleFavorite, useFavorites } from './favorites.ts';

export function FavoriteButton({
  propertyId,
  propertyName,
  variant,
  className,
}: {
  propertyId: number;
  propertyName: string;
  variant: 'card' | 'page';
  className?: string;
}) {
  const { t } = useTranslation('visits');
  const favorite = useFavorites().includes(propertyId);
  const label = t(favorite ? 'favorites.remove' : 'favorites.add', { name: propertyName });
  const icon = (
    <CardIcon
      name="favorite"
      className={cn('size-5 transition', favorite ? 'fill-rose-500 text-rose-500' : 'text-current')}
    />
  );
  if (variant === 'card') {
    return (
      <button
        type="button"
        data-testid="favorite-toggle"
        aria-pressed={favorite}
        aria-label={label}
        title={label}
        onClick={() => toggleFavorite(propertyId)}
        className={cn(
          'z-20 flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-sm transition hover:scale-105 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid="favorite-toggle"
      aria-pressed={favorite}
      title={label}
      onClick={() => toggleFavorite(propertyId)}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-xl border bg-white px-4 text-sm font-semibold transition',
        favorite
          ? 'border-rose-200 text-rose-700 hover:border-rose-400'
          : 'border-stone-200 text-stone-800 hover:border-brand-600 hover:text-brand-700',
        className,
      )}
    >
      {icon}
      {/* Named by its visible words (voice control), then the property, for screen readers. */}
      {t(favorite ? 'favorites.saved' : 'favorites.save')}
      <span className="sr-only"> — {propertyName}</span>
    </button>
  );
}
