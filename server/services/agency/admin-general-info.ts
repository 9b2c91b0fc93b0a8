// The agency's office position, contact details and financing settings (one row, id 1), set by a
// superadmin.
import type {
  TAdminGeneralInfo,
  TGeneralInfoUpdate,
} from '../../../common/schemas/admin-general-info.ts';
import type { Db } from '../../db/client.ts';
import { samePhone } from '../../../common/phone.ts';
import { generalInfo } from '../../db/schema.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { checkFinancingSettings, financingSettingsOf } from './financing-settings.ts';
import { AGENCY_ROW_ID, agencyRow } from '../../db/agency-row.ts';

export async function saveGeneralInfo(
  db: Db,
  input: TGeneralInfoUpdate,
  actor: AuditActor,
): Promise<TAdminGeneralInfo> {
  const values: Partial<typeof generalInfo.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(generalInfo).where(agencyRow()).for('update');
    // A number sent back as the form shows it (the national form) is the stored one: kept as
    // stored, neither rewritten nor audited.
    for (const key of ['phone', 'whatsapp'] as const) {
      if (key in values && samePhone(before?.[key], values[key] ?? null)) delete values[key];
    }
    const [after] = await tx
      .insert(generalInfo)
      .values({
        ...values,
        id: AGENCY_ROW_ID,
        latitude: input.latitude!,
        longitude: input.longitude!,
      })
      .onConflictDoUpdate({ target: generalInfo.id, set: { ...values, updated_at: new Date() } })
      .returning();
    // Rolls the transaction back: nothing stored is changed by a refused save.
    checkFinancingSettings(after!);
    const changes = fieldChanges(before ?? null, after!, ['id']);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        action: before ? 'update' : 'create',
        entity: 'settings',
        entityId: 1,
        label: 'Informations générales',
        changes,
      });
    }
    return after!;
  });
  const { id: _id, ...rest } = row;
  return {
    ...rest,
    financing: financingSettingsOf(row),
    updated_at: row!.updated_at.toISOString(),
  };
}
