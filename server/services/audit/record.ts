// Recording an entry of the audit log: one call, inside the transaction of the change it
// describes, so the change and its entry are written together or not at all. Entries are never
// changed afterwards (the table's triggers refuse it; decision 0042).
import type { AuditAction, AuditEntity, AuditFieldChange } from '../../../common/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who does a change, as the back-office route knows them. */
export interface AuditActor {
  /** null for a failed login whose username matches no account. */
  id: number | null;
  username: string;
  ip: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
  /** What the entity is called (a property's French name, a username…), kept as it was then. */
  label?: string;
  changes?: Record<string, AuditFieldChange>;
}

/** Longest username kept from a failed login (anything may be typed there). */
const MAX_USERNAME = 100;

const auditRow = (entry: AuditEntry): typeof auditLog.$inferInsert => ({
  actor_id: entry.actor.id,
  actor_username: entry.actor.username.slice(0, MAX_USERNAME),
  ip: entry.actor.ip,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId ?? null,
  entity_label: entry.label ?? '',
  changes: entry.changes ?? {},
});

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Entries of one bulk change (an import's new properties), in statements of a few hundred. */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await db.insert(auditLog).values(entries.slice(start, start + 500).map(auditRow));
  }
}
