// The links to a search's other pages and « Page 2 of 9 » under them, below the cards. Fetched
// apart from the list page's code (search-results.tsx, decision 0069): the first screen never
// shows them, and without script they are plain links.
import { useTranslation } from '../../i18n/react.tsx';
import { PageLinks } from '../../ui/page-links.tsx';
import { useSearch } from './search-context.tsx';

export default function ResultPages({
  pageCount,
  exact,
}: {
  pageCount: number;
  /** Whether the total is exact: otherwise the page count is a lower bound, not shown. */
  exact: boolean;
}) {
  const { t } = useTranslation('search');
  const { state, href } = useSearch();
  return (
    <div className="mt-10">
      <PageLinks
        page={state.page}
        pageCount={pageCount}
        hrefFor={(page) => href({ ...state, page })}
        labels={{
          nav: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (page) => t('pagination.page', { page }),
        }}
      />
      <p className="mt-3 text-center text-sm text-stone-500 tabular">
        {exact
          ? t('count.page_of', { page: state.page, pages: pageCount })
          : t('count.page', { page: state.page })}
      </p>
    </div>
  );
}
