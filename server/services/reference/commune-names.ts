// The names of given communes (GET /api/places/communes), from the list shipped with the code
// (common/communes.ts): no database read, the same answer until a release changes the list.
import { communeById } from '../../../common/communes.ts';
import type { Language } from '../../../common/languages.ts';
import type { TCommuneName, TCommuneNameList } from '../../../common/schemas/places.ts';

/** The communes of `ids` in that order; an unknown id is left out. */
export function communeNames(ids: readonly number[], locale: Language): TCommuneNameList {
  const data: TCommuneName[] = [];
  for (const id of ids) {
    const commune = communeById(id);
    if (!commune) continue;
    data.push({
      id,
      wilaya: commune.wilaya,
      // English pages write the French name, as the towns' signs do (communeLabel).
      name: locale === 'ar' ? commune.ar : commune.fr,
      name_fr: commune.fr,
      name_ar: commune.ar,
    });
  }
  return { data, total: data.length, page: 1, limit: data.length };
}
