// Ads (advertiser pages) in the back-office: list, read, create, update, delete, toggles.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  TAdCreate,
  TAdFlag,
  TAdminAd,
  TAdminAdQuery,
  TAdUpdate,
} from '../../../common/schemas/admin-ad.ts';
import type { TList } from '../../../common/schemas/primitives.ts';
import { adIssues } from '../../../common/schemas/record-rules.ts';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import type { MediaStore } from '../../storage/store.ts';
import { assertImagesExist, removeUnusedImages } from './media-cleanup.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { toggleFlagWithAudit } from '../audit/toggle.ts';

type AdRow = typeof ads.$inferSelect;
type AdWrite = Partial<typeof ads.$inferInsert>;
type Locale = 'fr' | 'en' | 'ar';

export function toAdminAd(row: AdRow, locale: Locale = 'fr'): TAdminAd {
  return {
    ...row,
    name: row[`name_${locale}`] || row.name_fr,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const missing = (id: number) => new DomainError('ad.not_found', `No ad with id ${id}`);

function given(input: TAdUpdate): AdWrite {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value;
  return values as AdWrite;
}

async function adWrite(db: Db, input: TAdCreate | TAdUpdate, existing?: AdRow): Promise<AdWrite> {
  const values = given(input);
  // The body schemas' rules again, on the ad as it will be stored (an update may give one side).
  const [issue] = adIssues({ ...existing, ...values }, 'whole');
  if (issue) throw new DomainError(issue.code, issue.message, { field: issue.path });
  await assertImagesExist(db, input.images);
  await assertImagesExist(db, input.bannerImage ? [input.bannerImage] : [], 'bannerImage');
  return values;
}

const imagesOf = (row: Pick<AdRow, 'images' | 'bannerImage'>) => [...row.images, row.bannerImage];

export async function listAdminAds(db: Db, query: TAdminAdQuery): Promise<TList<TAdminAd>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.is_visible !== undefined) conditions.push(eq(ads.isVisible, query.is_visible));
  const words = query.text?.trim();
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    conditions.push(
      or(
        ilike(ads.name_fr, pattern),
        ilike(ads.name_en, pattern),
        ilike(ads.name_ar, pattern),
        ilike(ads.fullAddressFr, pattern),
        ilike(ads.email, pattern),
        ilike(ads.phoneNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const name = sql`lower(${ads[`name_${query.locale}`]})`;
  const order = {
    date_desc: desc(ads.created_at),
    date_asc: asc(ads.created_at),
    name_asc: asc(name),
    name_desc: desc(name),
  }[query.order_by];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ads)
      .where(where)
      .orderBy(order, desc(ads.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(ads).where(where),
  ]);
  return {
    data: rows.map((row) => toAdminAd(row, query.locale)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The ad, or null when no ad has this id. */
export async function getAdminAd(
  db: Db,
  id: number,
  locale: Locale = 'fr',
): Promise<TAdminAd | null> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row ? toAdminAd(row, locale) : null;
}

export async function createAdminAd(
  db: Db,
  input: TAdCreate,
  actor: AuditActor,
): Promise<TAdminAd> {
  const row = await db.transaction(async (tx) => {
    const values = await adWrite(tx, input);
    const [created] = await tx
      .insert(ads)
      .values(values as typeof ads.$inferInsert)
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'ad',
      entityId: created!.id,
      label: created!.name_fr,
      changes: fieldChanges(null, created!, ['id']),
    });
    return created!;
  });
  return toAdminAd(row);
}

export async function updateAdminAd(
  db: Db,
  store: MediaStore,
  id: number,
  input: TAdUpdate,
  actor: AuditActor,
): Promise<TAdminAd> {
  const { row, dropped } = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!existing) throw missing(id);
    const values = await adWrite(tx, input, existing);
    const [updated] = await tx
      .update(ads)
      .set({ ...values, updated_at: new Date() })
      .where(eq(ads.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'ad',
      entityId: id,
      label: updated!.name_fr,
      changes: fieldChanges(existing, updated!),
    });
    const kept = new Set(imagesOf(updated!));
    return { row: updated!, dropped: imagesOf(existing).filter((path) => !kept.has(path)) };
  });
  await removeUnusedImages(db, store, dropped);
  return toAdminAd(row);
}

export async function deleteAdminAd(
  db: Db,
  store: MediaStore,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ads)
      .where(eq(ads.id, id))
      .returning({ images: ads.images, bannerImage: ads.bannerImage, name_fr: ads.name_fr });
    if (!row) throw missing(id);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'ad',
      entityId: id,
      label: row.name_fr,
    });
    return row;
  });
  await removeUnusedImages(db, store, imagesOf(deleted));
}

export async function toggleAdFlag(
  db: Db,
  id: number,
  field: TAdFlag,
  actor: AuditActor,
): Promise<boolean> {
  const column = ads[field];
  return toggleFlagWithAudit(db, {
    entity: 'ad',
    id,
    field,
    actor,
    missing: () => missing(id),
    flip: async (tx) => {
      const [row] = await tx
        .update(ads)
        .set({ [field]: sql`not ${column}`, updated_at: new Date() })
        .where(eq(ads.id, id))
        .returning({
          value: column,
          name_fr: ads.name_fr,
          isLinkOnly: ads.isLinkOnly,
          urlLink: ads.urlLink,
        });
      return row;
    },
    check: (row) => {
      if (row.isLinkOnly && !row.urlLink) {
        throw new DomainError(
          'ad.link_required',
          'This ad has no urlLink: give one before making it link-only',
          { field: 'urlLink' },
        );
      }
    },
  });
}
