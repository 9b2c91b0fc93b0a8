// What the favourites page reads for the saved searches: the filter lists' names, so a saved
// search is described by its chips (« Villa · Alger · Prix : jusqu'à 2 Md ») as on the list page.
import type { Language } from '../../../common/languages.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import type { Services } from '../../../server/services/index.ts';
import { getFilterOptions } from '../../../server/services/reference/reference-options.ts';

export function readSavedSearchOptions(
  db: ReturnType<Services['readDb']>,
  language: Language,
): Promise<TFilterOptions> {
  return getFilterOptions(db, language);
}
