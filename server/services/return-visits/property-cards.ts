// The cards of given property ids (a visitor's favourites, recently viewed), in the order asked,
// visible ones only: a property hidden or deleted since it was kept simply drops out.
import { and, inArray } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { cardColumns, isVisible } from '../property-query.ts';
import { toCard } from '../pages/property-shape.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';

export async function cardsByIds(
  db: Db,
  ids: readonly number[],
  locale: Language,
): Promise<TPropertyList> {
  if (ids.length === 0) return { data: [], total: 0, total_exact: true, page: 1, limit: 0 };
  const [rows, refs] = await Promise.all([
    db
      .select(cardColumns)
      .from(p)
      .where(and(isVisible, inArray(p.id, [...ids]))),
    loadReferenceItems(db, ['types', 'statuses']),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, refs, locale)] : [];
  });
  return { data, total: data.length, total_exact: true, page: 1, limit: ids.length };
}
