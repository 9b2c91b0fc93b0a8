// The reference lists (types, statuses, amenities...) as the public API shows them: the filter
// panel's options, and the names that turn a property's id lists into `{ id, name }` items.
// Lists are small and staff may rename items at any time: they are read fresh, in one query.
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import {
  DOCUMENT_CATEGORIES,
  type TDocumentCategory,
  type TFilterOption,
  type TFilterOptions,
} from '../../../common/schemas/reference.ts';
import {
  REFERENCE_LIST_NAMES,
  REFERENCE_LISTS,
  type TReferenceList,
} from '../../../common/reference-lists.ts';
import type { Db } from '../../db/client.ts';
import { REFERENCE_TABLES } from '../../db/reference-tables.ts';
import { selectRows } from '../../db/rows.ts';
import * as schema from '../../db/schema.ts';
import { DOCUMENT_CATEGORY_NAMES } from '../../../common/document-categories.ts';
import { localized } from '../localize.ts';

export interface ReferenceItem {
  id: number;
  /** Its stable key (server/db/seed/reference-data.ts): what the query understanding names. */
  key: string;
  name_fr: string;
  name_en: string;
  name_ar: string;
  category: TDocumentCategory | null;
}

export type ReferenceItems = Record<TReferenceList, Map<number, ReferenceItem>>;

interface Row extends ReferenceItem {
  list: TReferenceList;
}

/** The items of the given lists, in their display order, read in one round trip. */
export async function loadReferenceItems(
  db: Db,
  lists: readonly TReferenceList[] = REFERENCE_LIST_NAMES,
): Promise<ReferenceItems> {
  const selects: SQL[] = lists.map((list) => {
    const table = REFERENCE_TABLES[list];
    const category =
      list === 'associated_documents' ? sql`${schema.associatedDocuments.category}` : sql`null`;
    return sql`(select ${list}::text as list, ${table.id} as id, ${table.key} as key,
      ${table.name_fr} as name_fr,
      ${table.name_en} as name_en, ${table.name_ar} as name_ar, ${category}::text as category
      from ${table} order by ${table.sort_order}, ${table.id})`;
  });
  const rows = await selectRows<Row>(db, sql.join(selects, sql` union all `));
  const items = Object.fromEntries(lists.map((list) => [list, new Map()])) as ReferenceItems;
  for (const row of rows) {
    items[row.list].set(Number(row.id), { ...row, id: Number(row.id) });
  }
  return items;
}

/** `{ id, name }` of the given ids in the locale, in the list's order; unknown ids are dropped. */
export function namedRefs(
  items: Map<number, ReferenceItem>,
  ids: readonly number[],
  locale: Language,
): { id: number; name: string }[] {
  const wanted = new Set(ids);
  const refs: { id: number; name: string }[] = [];
  for (const item of items.values()) {
    if (wanted.has(item.id)) refs.push({ id: item.id, name: localized(item, 'name', locale) });
  }
  return refs;
}

const option = (item: ReferenceItem, locale: Language): TFilterOption => ({
  id: String(item.id),
  name: localized(item, 'name', locale),
  name_fr: item.name_fr,
  name_en: item.name_en,
  name_ar: item.name_ar,
});

/** Every option list of the filter panel (GET /api/properties/filter). */
export async function getFilterOptions(db: Db, locale: Language): Promise<TFilterOptions> {
  const items = await loadReferenceItems(db);
  const lists = Object.fromEntries(
    REFERENCE_LISTS.map(({ list }) => [
      list,
      [...items[list].values()].map((item) => option(item, locale)),
    ]),
  ) as Record<TReferenceList, TFilterOption[]>;
  return {
    ...lists,
    associated_documents: [...items.associated_documents.values()].map((item) => ({
      ...option(item, locale),
      category: item.category ?? 'other',
    })),
    document_categories: DOCUMENT_CATEGORIES.map((category) => {
      const names = DOCUMENT_CATEGORY_NAMES[category];
      const record = { name_fr: names.fr, name_en: names.en, name_ar: names.ar };
      return { id: category, name: localized(record, 'name', locale), ...record };
    }),
  };
}
