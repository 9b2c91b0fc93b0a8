// The agency's office position and contact details (one row, id 1), set by a superadmin.
import type {
  TAdminGeneralInfo,
  TGeneralInfoUpdate,
} from '../../common/schemas/admin-general-info.ts';
import type { Db } from '../db/client.ts';
import { generalInfo } from '../db/schema.ts';

export async function saveGeneralInfo(
  db: Db,
  input: TGeneralInfoUpdate,
): Promise<TAdminGeneralInfo> {
  const values: Partial<typeof generalInfo.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  const [row] = await db
    .insert(generalInfo)
    .values({ ...values, id: 1, latitude: input.latitude!, longitude: input.longitude! })
    .onConflictDoUpdate({ target: generalInfo.id, set: { ...values, updated_at: new Date() } })
    .returning();
  const { id: _id, ...rest } = row!;
  return { ...rest, updated_at: row!.updated_at.toISOString() };
}
