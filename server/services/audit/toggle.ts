// Flipping one yes/no field of a record from the back-office (a property's or an ad's flags):
// the flip and its audit entry in one transaction, so a flip is never left unrecorded.
import type { AuditEntity } from '../../../common/audit.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditActor } from './record.ts';

/** What the flip's UPDATE … RETURNING gives back: the field's new value and the record's name. */
export interface FlippedRow {
  value: boolean;
  name_fr: string;
}

export interface FlagToggle<Row extends FlippedRow> {
  entity: AuditEntity;
  id: number;
  field: string;
  actor: AuditActor;
  /** Flips the field of the record in `tx`; undefined when there is no such record. */
  flip: (tx: Db) => Promise<Row | undefined>;
  /** The error when there is no such record. */
  missing: () => Error;
  /** Refuses a flipped record that breaks a rule (by throwing): nothing is then written. */
  check?: (row: Row) => void;
}

/** Flips the field and records it; answers its new value. */
export async function toggleFlagWithAudit<Row extends FlippedRow>(
  db: Db,
  toggle: FlagToggle<Row>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await toggle.flip(tx);
    if (!row) throw toggle.missing();
    toggle.check?.(row);
    await recordAudit(tx, {
      actor: toggle.actor,
      action: 'update',
      entity: toggle.entity,
      entityId: toggle.id,
      label: row.name_fr,
      changes: { [toggle.field]: { before: !row.value, after: row.value } },
    });
    return row.value;
  });
}
