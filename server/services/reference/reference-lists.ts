// The ten reference (option) lists: checking the ids a property links to (arrays have no foreign
// keys, docs/decisions/0002-id-arrays.md) and the staff's add / rename / delete of list items.
// Deleting an item removes its id from every property in the same transaction.
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import { normalizeSearchText } from '../../../common/text-search.ts';
import {
  PROPERTY_ID_FIELDS,
  REFERENCE_LISTS,
  type TPropertyIdField,
  type TReferenceList,
} from '../../../common/reference-lists.ts';
import type {
  TReferenceItem,
  TReferenceItemCreate,
  TReferenceItemUpdate,
} from '../../../common/schemas/admin-reference.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { selectRows } from '../../db/rows.ts';
import { REFERENCE_TABLES as TABLES } from '../../db/reference-tables.ts';
import * as schema from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

/** How an item reads in the audit log: its list and its French name. */
const auditLabel = (list: TReferenceList, name: string) => `${list}: ${name}`;

const missing = (id: number, list: TReferenceList) =>
  new DomainError('reference.not_found', `No item ${id} in the list ${list}`);

const LIST_OF_FIELD = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.column, row.list]),
) as Record<TPropertyIdField, TReferenceList>;

const propertyColumn = (list: TReferenceList) => schema.properties[PROPERTY_ID_FIELDS[list]];

/** Refuses (400, naming the field) any id that is not in its list. */
export async function assertReferenceIds(
  db: Db,
  values: Partial<Record<TPropertyIdField, number[]>>,
): Promise<void> {
  for (const [field, ids] of Object.entries(values) as [TPropertyIdField, number[]][]) {
    if (!ids || ids.length === 0) continue;
    const table = TABLES[LIST_OF_FIELD[field]];
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new DomainError(
        'reference.unknown_id',
        `${field}: unknown id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`,
        { field },
      );
    }
  }
}

type Row = schema.ReferenceListTable['$inferSelect'] & { category?: string | null };

function toItem(row: Row, usage: Map<number, number>): TReferenceItem {
  return {
    id: row.id,
    key: row.key,
    name_fr: row.name_fr,
    name_en: row.name_en,
    name_ar: row.name_ar,
    sort_order: row.sort_order,
    category: (row.category ?? null) as TReferenceItem['category'],
    properties: usage.get(row.id) ?? 0,
  };
}

async function usageOf(db: Db, list: TReferenceList, ids?: number[]): Promise<Map<number, number>> {
  const column = propertyColumn(list);
  const rows = await selectRows<{ id: number; n: number }>(
    db,
    sql`select u.id::int as id, count(*)::int as n
        from ${schema.properties}, unnest(${column}) as u(id)
        ${ids ? sql`where u.id = any(${sql.param(ids)}::int[])` : sql``}
        group by u.id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

export async function listReferenceItems(db: Db, list: TReferenceList): Promise<TReferenceItem[]> {
  const table = TABLES[list];
  const [rows, usage] = await Promise.all([
    db.select().from(table).orderBy(asc(table.sort_order), asc(table.id)),
    usageOf(db, list),
  ]);
  return rows.map((row) => toItem(row, usage));
}

async function getItem(db: Db, list: TReferenceList, id: number): Promise<TReferenceItem> {
  const table = TABLES[list];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw missing(id, list);
  return toItem(row, await usageOf(db, list, [id]));
}

const NAME_COLUMNS = ['name_fr', 'name_en', 'name_ar'] as const;
type NameColumn = (typeof NAME_COLUMNS)[number];

/**
 * Refuses a name another item of the list already has in the same language, ignoring case,
 * spaces, punctuation and accents (the keyword search's normalisation): a second « villa » would
 * show twice in the public filter. The lists hold tens of items, so they are compared here.
 */
async function assertNoDuplicateName(
  db: Db,
  table: schema.ReferenceListTable,
  names: Partial<Record<NameColumn, string>>,
  exceptId?: number,
): Promise<void> {
  const rows = await db
    .select({
      id: table.id,
      name_fr: table.name_fr,
      name_en: table.name_en,
      name_ar: table.name_ar,
    })
    .from(table);
  for (const column of NAME_COLUMNS) {
    const name = names[column];
    if (name === undefined) continue;
    const wanted = normalizeSearchText(name);
    const twin = rows.find(
      (row) => row.id !== exceptId && normalizeSearchText(row[column]) === wanted,
    );
    if (twin) {
      throw new DomainError(
        'reference.duplicate_name',
        `${column}: "${twin[column]}" is already in the list (item ${twin.id})`,
        { field: column },
      );
    }
  }
}

async function uniqueKey(db: Db, table: schema.ReferenceListTable, name: string): Promise<string> {
  const base =
    normalizeSearchText(name)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'item';
  const taken = new Set(
    (
      await db
        .select({ key: table.key })
        .from(table)
        .where(sql`${table.key} like ${base + '%'}`)
    ).map((row) => row.key),
  );
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  return key;
}

export async function createReferenceItem(
  db: Db,
  list: TReferenceList,
  input: TReferenceItemCreate,
  actor: AuditActor,
): Promise<TReferenceItem> {
  if (list === 'associated_documents' && !input.category) {
    throw new DomainError(
      'reference.category_required',
      'category is required for associated_documents',
      { field: 'category' },
    );
  }
  const table = TABLES[list];
  await assertNoDuplicateName(db, table, input);
  const [last] = await db.select({ value: max(table.sort_order) }).from(table);
  const values = {
    key: await uniqueKey(db, table, input.name_en || input.name_fr),
    name_fr: input.name_fr,
    name_en: input.name_en,
    name_ar: input.name_ar,
    sort_order: input.sort_order ?? (last?.value ?? -1) + 1,
    ...(list === 'associated_documents' ? { category: input.category } : {}),
  };
  const insertAudited = (row: typeof values) =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(table).values(row).returning();
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'reference',
        entityId: created!.id,
        label: auditLabel(list, created!.name_fr),
        changes: fieldChanges(null, created!, ['id']),
      });
      return toItem(created!, new Map());
    });
  try {
    return await insertAudited(values);
  } catch (error) {
    // Another item took the same key meanwhile: a random suffix makes it unique.
    if (!isUniqueViolation(error)) throw error;
    return insertAudited({ ...values, key: `${values.key}_${randomBytes(3).toString('hex')}` });
  }
}

export async function updateReferenceItem(
  db: Db,
  list: TReferenceList,
  id: number,
  input: TReferenceItemUpdate,
  actor: AuditActor,
): Promise<TReferenceItem> {
  const table = TABLES[list];
  const changes = {
    ...(input.name_fr !== undefined ? { name_fr: input.name_fr } : {}),
    ...(input.name_en !== undefined ? { name_en: input.name_en } : {}),
    ...(input.name_ar !== undefined ? { name_ar: input.name_ar } : {}),
    ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
    ...(list === 'associated_documents' && input.category ? { category: input.category } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await assertNoDuplicateName(db, table, input, id);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw missing(id, list);
      const [after] = await tx.update(table).set(changes).where(eq(table.id, id)).returning();
      const diff = fieldChanges(before, after!);
      if (Object.keys(diff).length === 0) return;
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'reference',
        entityId: id,
        label: auditLabel(list, after!.name_fr),
        changes: diff,
      });
    });
  }
  return getItem(db, list, id);
}

/** Deletes an item and removes its id from every property; answers how many were changed. */
export async function deleteReferenceItem(
  db: Db,
  list: TReferenceList,
  id: number,
  actor: AuditActor,
): Promise<number> {
  const table = TABLES[list];
  const column = propertyColumn(list);
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) throw missing(id, list);
    const changed = await tx
      .update(schema.properties)
      .set({ [PROPERTY_ID_FIELDS[list]]: sql`array_remove(${column}, ${id}::int)` })
      .where(sql`${column} @> array[${id}::int]`)
      .returning({ id: schema.properties.id });
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'reference',
      entityId: id,
      label: auditLabel(list, deleted.name_fr),
      changes: {
        ...fieldChanges(deleted, null, ['id', 'key', 'sort_order']),
        properties_updated: { after: changed.length },
      },
    });
    return changed.length;
  });
}
