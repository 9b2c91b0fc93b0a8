// 'No properties found' and its ways out (decision 0054): the searches one filter wider, each
// named as the chip it removes and with what it finds, the whole map again, or a fresh search.
// Fetched apart from the list page's code (search-results.tsx, decision 0069): most searches
// find something.
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { formatNumber } from '../../../common/money.ts';
import { emptySearchState } from '../../../common/search-query.ts';
import type { Relaxation } from '../../../common/search-relaxations.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { useFilterChips } from './filter-chips.tsx';
import { useSearch } from './search-context.tsx';
import type { PlaceLabels } from '../../../common/search-chips.ts';

export default function NoResults({
  relaxations,
  placeLabels,
}: {
  relaxations: Relaxation[];
  placeLabels: PlaceLabels;
}) {
  const { t } = useTranslation('search');
  const { state, href, go, language } = useSearch();
  const chips = useFilterChips(placeLabels);
  const pageOut = state.page > 1;
  // Each wider search named as the chip it removes: « Sans Meublé : 4 biens ».
  const wider = relaxations.flatMap((relaxation) => {
    // The number picks the plural form (« 1 bien », Arabic « عقاران », 3-10 « عقارات »…).
    const count = { count: relaxation.count, shown: formatNumber(relaxation.count, language) };
    if (relaxation.key === 'wilaya-neighbours')
      return [{ ...relaxation, label: t('empty.neighbours', count) }];
    const chip = chips.find((candidate) => candidate.key === relaxation.key);
    return chip
      ? [{ ...relaxation, label: t('empty.without', { label: chip.label, ...count }) }]
      : [];
  });
  return (
    <div
      data-testid="no-results"
      className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-gold-700">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-brand-950">
        {pageOut ? t('empty.page_out') : t('empty.title')}
      </h2>
      {!pageOut && <p className="mt-2 max-w-md text-stone-600">{t('empty.text')}</p>}
      {!pageOut && wider.length > 0 && (
        <nav aria-label={t('empty.wider')} className="mt-5">
          <ul data-testid="relaxations" className="flex flex-col items-center gap-2">
            {wider.map((relaxation) => (
              <li key={relaxation.key}>
                <Link
                  to={relaxation.href}
                  className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
                >
                  {relaxation.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {pageOut ? (
          <Link to={href({ ...state, page: 1 })} className={buttonClasses()}>
            {t('empty.first_page')}
          </Link>
        ) : (
          <>
            {state.bounds && (
              <button
                type="button"
                onClick={() => go({ ...state, bounds: null, page: 1 })}
                className={buttonClasses({ variant: 'outline' })}
              >
                {t('empty.whole_map')}
              </button>
            )}
            <Link to={href(emptySearchState(), 'both')} className={buttonClasses()}>
              {t('empty.reset')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
