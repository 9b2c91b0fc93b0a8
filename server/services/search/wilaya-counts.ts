// "Explore by city": how many available properties each wilaya has (GET /api/properties/wilaya):
// visible, not sold or rented, as the list's first rank (decision 0072).
import { count, desc, isNotNull } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TWilayaCount } from '../../../common/schemas/reference.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { allOf, isVisible } from '../property-query.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';
import { closedStatusIds } from './property-search.ts';
import { isAvailable } from './search-branches.ts';

/** Wilayas with at least one available property, the busiest first (then by code). */
export async function countPropertiesByWilaya(db: Db, locale: Language): Promise<TWilayaCount[]> {
  const closed = closedStatusIds(await loadReferenceItems(db, ['statuses']));
  // A pass over every visible listing: kept until the catalogue changes (catalogue-cache.ts).
  const rows = await catalogueCache(db).get(`wilaya-counts:${closed.join(',')}`, () =>
    db
      .select({ wilaya_id: p.wilaya_id, n: count() })
      .from(p)
      .where(allOf([isVisible, isAvailable(closed), isNotNull(p.wilaya_id)]))
      .groupBy(p.wilaya_id)
      .orderBy(desc(count()), p.wilaya_id)
      .execute(),
  );
  const counts: TWilayaCount[] = [];
  for (const row of rows) {
    const wilaya = row.wilaya_id === null ? undefined : wilayaById(row.wilaya_id);
    if (wilaya)
      counts.push({ id: wilaya.id, code: wilaya.code, name: wilaya[locale], count: row.n });
  }
  return counts;
}
