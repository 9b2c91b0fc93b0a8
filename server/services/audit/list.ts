// The audit log as the superadmin reads it: newest first, filtered, paged.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TAuditEntry, TAuditList, TAuditQuery } from '../../../common/schemas/admin-audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

// Days are the agency's: Algiers time, UTC+1 all year (no daylight saving).
const startOf = (day: string) => new Date(`${day}T00:00:00+01:00`);
const DAY_MS = 86_400_000;

export async function listAudit(db: Db, query: TAuditQuery): Promise<TAuditList> {
  const conditions: (SQL | undefined)[] = [
    query.actor_id !== undefined ? eq(auditLog.actor_id, query.actor_id) : undefined,
    query.entity !== undefined ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id !== undefined ? eq(auditLog.entity_id, query.entity_id) : undefined,
    query.action !== undefined ? eq(auditLog.action, query.action) : undefined,
    query.from !== undefined ? gte(auditLog.at, startOf(query.from)) : undefined,
    query.to !== undefined
      ? lt(auditLog.at, new Date(startOf(query.to).getTime() + DAY_MS))
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const data: TAuditEntry[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { data, total: total?.n ?? 0, page: query.page, limit: query.limit };
}
