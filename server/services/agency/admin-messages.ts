// The contact messages inbox: list (newest first by default, unread filter), mark read or
// unread, delete. Messages are stored by the public contact form before any e-mail is tried.
import { asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  TInboxMessage,
  TMessageList,
  TMessageQuery,
} from '../../../common/schemas/admin-messages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages as m } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

type MessageRow = typeof m.$inferSelect;

const toMessage = (row: MessageRow): TInboxMessage => ({
  ...row,
  read: row.read_at !== null,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

const ORDERS = {
  date_desc: [desc(m.created_at)],
  date_asc: [asc(m.created_at)],
  unread_first: [sql`${m.read_at} is null desc`, desc(m.created_at)],
};

export async function listMessages(db: Db, query: TMessageQuery): Promise<TMessageList> {
  const where =
    query.unread === undefined
      ? undefined
      : query.unread
        ? isNull(m.read_at)
        : isNotNull(m.read_at);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(m)
      .where(where)
      .orderBy(...ORDERS[query.order_by], desc(m.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(m).where(where),
    db.select({ n: count() }).from(m).where(isNull(m.read_at)),
  ]);
  return {
    data: rows.map(toMessage),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    unread: unread?.n ?? 0,
  };
}

export async function markMessageRead(
  db: Db,
  id: number,
  read: boolean,
  now = new Date(),
): Promise<TInboxMessage> {
  const [row] = await db
    .update(m)
    // Marking read twice keeps the first reading time.
    .set({ read_at: read ? sql`coalesce(${m.read_at}, ${now})` : null })
    .where(eq(m.id, id))
    .returning();
  if (!row) throw new DomainError('message.not_found', `No message with id ${id}`);
  return toMessage(row);
}

/** Deletes a message; the audit log keeps who deleted which (never its text). */
export async function deleteMessage(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(m)
      .where(eq(m.id, id))
      .returning({ id: m.id, full_name: m.full_name });
    if (!deleted) throw new DomainError('message.not_found', `No message with id ${id}`);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'message',
      entityId: id,
      label: `Message de ${deleted.full_name}`,
      changes: {},
    });
  });
}
