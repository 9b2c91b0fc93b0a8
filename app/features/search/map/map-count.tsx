// The number found, over the map on a phone or tablet, where the map covers the list and its
// heading. Read from the list page's own data (the route's loader: the map is drawn inside that
// route), in the heading's words; "Recherche…" while a new search loads.
import { useTranslation } from '../../../i18n/react.tsx';
import { useLoaderData, useNavigation } from 'react-router';
import { formatNumber } from '../../../../common/money.ts';
import { SEARCH_TOTAL_CAP } from '../../../../common/search-query.ts';
import { cn } from '../../../ui/cn.ts';
import { useSearch } from '../search-context.tsx';
import type { SearchPageData } from '../search-data.server.ts';

export function MapCount({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  const { language } = useSearch();
  const { results } = useLoaderData<Pick<SearchPageData, 'results'>>();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/properties/');
  const { total, total_exact: exact } = results;
  const text = loading
    ? t('count.loading')
    : total === 0
      ? t('empty.title')
      : total === 1
        ? t('count.single')
        : exact
          ? t('count.many', { count: formatNumber(total, language) })
          : t('count.more_than', { count: formatNumber(SEARCH_TOTAL_CAP, language) });
  return (
    <p
      data-testid="map-count"
      className={cn(
        'rounded-full bg-brand-950/90 px-3 py-1.5 text-sm font-semibold text-white shadow-md tabular',
        className,
      )}
    >
      {text}
    </p>
  );
}
