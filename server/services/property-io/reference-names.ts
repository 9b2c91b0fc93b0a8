// The reference lists by name, for the catalogue file: an id's French name (export) and a name's
// id (import). Names match as the keyword search does (case, accents, Arabic letter variants and
// punctuation ignored); French first, then English and Arabic. The lists hold tens of items:
// read once per export or import.
import { REFERENCE_LISTS, type TPropertyIdField } from '../../../common/reference-lists.ts';
import { normalizeSearchText } from '../../../common/text-search.ts';
import { WILAYAS } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { REFERENCE_TABLES } from '../../db/reference-tables.ts';

export interface ReferenceNames {
  name(field: TPropertyIdField, id: number): string;
  id(field: TPropertyIdField, name: string): number | undefined;
}

export async function loadReferenceNames(db: Db): Promise<ReferenceNames> {
  const names = new Map<TPropertyIdField, Map<number, string>>();
  const ids = new Map<TPropertyIdField, Map<string, number>>();
  for (const { list, column } of REFERENCE_LISTS) {
    const table = REFERENCE_TABLES[list];
    const rows = await db
      .select({ id: table.id, fr: table.name_fr, en: table.name_en, ar: table.name_ar })
      .from(table);
    names.set(column, new Map(rows.map((row) => [row.id, row.fr])));
    const byName = new Map<string, number>();
    // Later languages never override an earlier one's match.
    for (const lang of ['ar', 'en', 'fr'] as const) {
      for (const row of rows) byName.set(normalizeSearchText(row[lang]), row.id);
    }
    ids.set(column, byName);
  }
  return {
    name: (field, id) => names.get(field)?.get(id) ?? String(id),
    id: (field, name) => ids.get(field)?.get(normalizeSearchText(name)),
  };
}

const WILAYA_BY_NAME = new Map<string, number>();
for (const lang of ['ar', 'en', 'fr'] as const) {
  for (const wilaya of WILAYAS) WILAYA_BY_NAME.set(normalizeSearchText(wilaya[lang]), wilaya.id);
}

/** A wilaya by its name (any language) or its number, `16` or `16 - Alger`. */
export function wilayaIdOf(cell: string): number | undefined {
  const number = /^(\d{1,2})\b/.exec(cell.trim());
  if (number) {
    const id = Number(number[1]);
    return WILAYAS.some((wilaya) => wilaya.id === id) ? id : undefined;
  }
  return WILAYA_BY_NAME.get(normalizeSearchText(cell));
}
