// The commune a listing's town name stands for (decision 0081): listings are typed with a town
// name (`city_fr`/`city_ar`/`city_en`) and a wilaya, and the search filters on the commune's
// number (`commune_id`). A name is matched within its wilaya only, in French or Arabic, as the
// query understanding reads names (common/text-search.ts: case, accents, hamza forms), with its
// spaces and hyphens ignored (« Tizi-Ouzou », « Bab Ezzouar », « Babezzouar »). A name that is
// none of the wilaya's communes (a district, « Ali Mendjeli ») leaves the listing without one:
// it is still found by its text. Every writer sets it (propertyColumns, the seed) and start-up
// fills rows older than the column (fillPropertyCommunes).
import { COMMUNES } from '../../../common/communes.ts';
import { normalizeSearchText } from '../../../common/text-search.ts';

/** The place columns the commune is found from. */
export interface PropertyPlace {
  wilaya_id?: number | null;
  city_fr?: string | null;
  city_ar?: string | null;
  city_en?: string | null;
}

const nameKey = (name: string) => normalizeSearchText(name).replaceAll(' ', '');

let byName: Map<string, number> | null = null;

/** Commune ids by `wilaya:name`, French and Arabic names. */
function communesByName(): Map<string, number> {
  if (byName) return byName;
  byName = new Map();
  for (const commune of COMMUNES) {
    for (const name of [commune.fr, commune.ar]) {
      const key = `${commune.wilaya}:${nameKey(name)}`;
      if (!byName.has(key)) byName.set(key, commune.id);
    }
  }
  return byName;
}

/** The commune of a listing's wilaya named by its town name (French, Arabic, then English). */
export function communeOf(place: PropertyPlace): number | null {
  if (place.wilaya_id === null || place.wilaya_id === undefined) return null;
  const index = communesByName();
  for (const name of [place.city_fr, place.city_ar, place.city_en]) {
    if (!name) continue;
    const id = index.get(`${place.wilaya_id}:${nameKey(name)}`);
    if (id !== undefined) return id;
  }
  return null;
}
