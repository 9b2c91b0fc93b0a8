// The five links; the current page's item is plain text with aria-current (spec: "the link of
// the current page is not clickable").
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { FavoritesHeart, useFavoritesName } from '../visits/favorites-count.tsx';
import { NAV_ITEMS, isCurrent } from './nav-items.ts';

export function MainNav({
  variant,
  onNavigate,
}: {
  variant: 'header' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const header = variant === 'header';
  const favoritesName = useFavoritesName();
  return (
    <ul className={cn(header ? 'flex items-center gap-0.5 lg:gap-1' : 'flex flex-col gap-1')}>
      {NAV_ITEMS.map((item) => {
        const current = isCurrent(item, pathname);
        const label =
          item.key === 'favorites' ? (
            <>
              {/* Room on the end side for the count drawn over the heart's corner. */}
              <FavoritesHeart className={cn('size-4', header ? 'lg:me-3' : 'me-3')} />
              {/* Between 768 and 1024px the header has room for the heart only. */}
              <span className={header ? 'max-lg:sr-only' : undefined}>
                {t(item.label ?? `nav.${item.key}`)}
              </span>
            </>
          ) : (
            t(item.label ?? `nav.${item.key}`)
          );
        const classes = cn(
          'relative flex items-center font-semibold transition-colors',
          header
            ? 'h-11 rounded-lg px-2.5 text-[14.5px] lg:px-3.5 lg:text-[15px]'
            : 'h-12 rounded-xl px-4 text-base',
        );
        return (
          // Below 1280px the header has no room for the estimate: the drawer (phones), the
          // footer and the about page link to it there.
          <li
            key={item.key}
            className={header && item.key === 'estimate' ? 'max-xl:hidden' : undefined}
          >
            {current ? (
              <span
                aria-current="page"
                className={cn(
                  classes,
                  header
                    ? 'text-brand-700 after:absolute after:inset-x-2.5 after:-bottom-[11px] after:h-[3px] after:rounded-full after:bg-gold-400 lg:after:inset-x-3.5'
                    : 'bg-brand-50 text-brand-800 before:absolute before:inset-y-2.5 before:start-0 before:w-1 before:rounded-full before:bg-gold-400',
                )}
              >
                {label}
              </span>
            ) : (
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-label={item.key === 'favorites' ? favoritesName : undefined}
                className={cn(
                  classes,
                  header
                    ? 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'
                    : 'text-stone-800 hover:bg-stone-100',
                )}
              >
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
