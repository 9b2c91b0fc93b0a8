// The wider searches an empty list page proposes (common/search-relaxations.ts, decision
// 0054), counted by the search itself on the page's database. Only on a first page with no
// result: a search that finds listings never pays for them.
import type { Language } from '../../../common/languages.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import {
  RELAXATIONS_SHOWN,
  relaxedStates,
  type Relaxation,
} from '../../../common/search-relaxations.ts';
import {
  searchHref,
  withPageStatuses,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { Services } from '../../../server/services/index.ts';
import { searchProperties } from '../../../server/services/search/property-search.ts';

/** At most this many wider searches are counted (a state with many chips). */
const COUNTED = 10;

export async function findRelaxations(
  db: ReturnType<Services['readDb']>,
  state: SearchState,
  kind: ListingKind,
  options: TFilterOptions,
  language: Language,
): Promise<Relaxation[]> {
  const candidates = relaxedStates(state).slice(0, COUNTED);
  const counted = await Promise.all(
    candidates.map(async ({ key, state: relaxed }) => {
      const query = toSearchRequest(withPageStatuses(relaxed, kind, options.statuses), {
        locale: language,
        limit: 1,
      });
      const count = query ? (await searchProperties(db, query)).total : 0;
      return { key, count, href: searchHref(kind, relaxed) };
    }),
  );
  return counted
    .filter((relaxation) => relaxation.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, RELAXATIONS_SHOWN);
}
