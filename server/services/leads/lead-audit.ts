// A lead's changes in the audit log (decision 0048): its status, its agent and its notes, each
// recorded in the transaction that makes the change, as the other back-office changes are.
import type { Db } from '../../db/client.ts';
import type { AuditFieldChange } from '../../../common/audit.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

/** Records a change of this lead; nothing when no field changed. */
export async function recordLeadChange(
  tx: Db,
  actor: AuditActor,
  lead: { id: number; full_name: string },
  changes: Record<string, AuditFieldChange>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    actor,
    action: 'update',
    entity: 'lead',
    entityId: lead.id,
    label: lead.full_name,
    changes,
  });
}
