// "Back to results", and the previous and next listing within them, for a property opened from
// a list (results-address.ts). The list is searched again as its page would search it (the same
// codec, the page's own statuses, the same service), so the neighbours are the cards the visitor
// saw beside this one; at the edge of a page the next or previous page is searched for the one
// neighbour. When the listing is no longer in that page (the catalogue changed), only the way
// back is offered.
import type { Language } from '../../../common/languages.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import {
  withPageStatuses,
  type SearchState,
  type StatusOption,
} from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { Services } from '../../../server/services/index.ts';
import { searchProperties } from '../../../server/services/search/property-search.ts';
import {
  propertyHref,
  resultsHref,
  type ResultsAddress,
  type ResultsNav,
} from './results-address.ts';

type Db = ReturnType<Services['readDb']>;

async function pageOf(
  db: Db,
  from: ResultsAddress,
  state: SearchState,
  statuses: readonly StatusOption[],
  language: Language,
): Promise<TPropertyList | null> {
  const query = toSearchRequest(withPageStatuses(state, from.kind, statuses), { locale: language });
  return query ? searchProperties(db, query) : null;
}

export async function resultsNav(
  db: Db,
  id: number,
  from: ResultsAddress,
  statuses: readonly StatusOption[],
  language: Language,
): Promise<ResultsNav> {
  const nav: ResultsNav = { back: resultsHref(from), previous: null, next: null };
  const page = await pageOf(db, from, from.state, statuses, language);
  const ids = page?.data.map((card) => card.id) ?? [];
  const at = ids.indexOf(id);
  if (!page || at < 0) return nav;

  const link = (neighbour: number, pageNumber: number) =>
    propertyHref(neighbour, resultsHref({ ...from, state: { ...from.state, page: pageNumber } }));
  const current = from.state.page;
  const [before, after] = await Promise.all([
    at > 0 || current <= 1
      ? null
      : pageOf(db, from, { ...from.state, page: current - 1 }, statuses, language),
    at < ids.length - 1 || ids.length < page.limit
      ? null
      : pageOf(db, from, { ...from.state, page: current + 1 }, statuses, language),
  ]);
  if (at > 0) nav.previous = link(ids[at - 1]!, current);
  else if (before?.data.length) nav.previous = link(before.data.at(-1)!.id, current - 1);
  if (at < ids.length - 1) nav.next = link(ids[at + 1]!, current);
  else if (after?.data.length) nav.next = link(after.data[0]!.id, current + 1);
  return nav;
}
