// The agency's office and contact details (the general_info row), as the public API shows them.
import type { Language } from '../../../common/languages.ts';
import { readOpeningHours } from '../../../common/opening-hours.ts';
import type { TGeneralInfo } from '../../../common/schemas/general-info.ts';
import type { Db } from '../../db/client.ts';
import { generalInfo } from '../../db/schema.ts';
import { financingSettingsOf } from './financing-settings.ts';
import { localized } from '../localize.ts';
import { agencyRow } from '../../db/agency-row.ts';

/** The agency's e-mail address from the general info, if it has one. */
export async function agencyEmail(db: Db): Promise<string | null> {
  const [row] = await db.select({ email: generalInfo.email }).from(generalInfo).where(agencyRow());
  return row?.email ?? null;
}

/** Where mail for the agency goes: CONTACT_TO when set, else the agency's own address. */
export async function agencyInbox(db: Db, config: { CONTACT_TO?: string }): Promise<string | null> {
  return config.CONTACT_TO || (await agencyEmail(db));
}

/** Null only before the first start has seeded the row. */
export async function getGeneralInfo(db: Db, locale: Language): Promise<TGeneralInfo | null> {
  const [row] = await db.select().from(generalInfo).where(agencyRow());
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: localized(row, 'address', locale),
    address_fr: row.address_fr,
    address_en: row.address_en,
    address_ar: row.address_ar,
    approval_number: row.approval_number,
    stale_hide_after_days: row.stale_hide_after_days,
    opening_hours: readOpeningHours(row.opening_hours),
    financing: financingSettingsOf(row),
  };
}
