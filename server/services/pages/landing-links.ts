// The main cities as links to their landing pages, for the footer and the home page: the wilayas
// with the most visible listings, each to its sale page (its rental page when it has no sale).
import type { LandingKind } from '../../../common/landing-address.ts';
import type { Language } from '../../../common/languages.ts';
import { landingPath } from '../../../common/slugs.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { countLandingListings, kindStatuses } from './landing-pages.ts';
import { getFilterOptions } from '../reference/reference-options.ts';

export interface CityLink {
  wilayaId: number;
  to: string;
  label: string;
  /** The listings on that page. */
  count: number;
}

/** Every wilaya with listings, the busiest first (then by code). */
export async function cityLandingLinks(db: Db, language: Language): Promise<CityLink[]> {
  const options = await getFilterOptions(db, language);
  const counts = await countLandingListings(db, kindStatuses(options.statuses));
  const byWilaya = new Map<number, Record<LandingKind, number>>();
  for (const row of counts) {
    if (row.type_id !== null) continue;
    const entry = byWilaya.get(row.wilaya_id) ?? { sell: 0, rent: 0 };
    entry[row.kind] = row.count;
    byWilaya.set(row.wilaya_id, entry);
  }
  return [...byWilaya]
    .sort(([a, x], [b, y]) => y.sell + y.rent - (x.sell + x.rent) || a - b)
    .flatMap(([id, count]) => {
      const wilaya = wilayaById(id);
      if (!wilaya) return [];
      const kind: LandingKind = count.sell > 0 ? 'sell' : 'rent';
      return [
        {
          wilayaId: id,
          to: landingPath(kind, wilaya),
          label: wilaya[language],
          count: count[kind],
        },
      ];
    });
}
