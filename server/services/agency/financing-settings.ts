// The financing estimate's settings in the general_info row (decision 0047): their public shape,
// and the one rule a single field cannot check: switched on, at least one mode has both its rate
// and its longest duration (otherwise the page would show nothing, or invent a rate).
import type { TFinancingSettings } from '../../../common/schemas/financing-settings.ts';
import { financingOffer } from '../../../common/financing-offer.ts';
import type { Db } from '../../db/client.ts';
import { generalInfo } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { agencyRow } from '../../db/agency-row.ts';

type Row = typeof generalInfo.$inferSelect;

export function financingSettingsOf(row: Row): TFinancingSettings {
  return {
    enabled: row.financing_enabled,
    example: row.financing_example,
    conventional_rate: row.financing_conventional_rate,
    conventional_max_years: row.financing_conventional_max_years,
    murabaha_rate: row.financing_murabaha_rate,
    murabaha_max_years: row.financing_murabaha_max_years,
    down_payment_percent: row.financing_down_payment_percent,
    note: row.financing_note,
  };
}

/** Throws (400) when the saved row would switch the estimate on with no complete mode. */
export function checkFinancingSettings(row: Row): void {
  const settings = financingSettingsOf(row);
  if (settings.enabled && !financingOffer(settings)) {
    throw new DomainError(
      'validation.required',
      'financing_enabled needs a rate and a longest duration for at least one mode',
      { field: 'financing_conventional_rate' },
    );
  }
}

/** The settings alone (the property page's read); null before the first start seeded the row. */
export async function readFinancingSettings(db: Db): Promise<TFinancingSettings | null> {
  const [row] = await db.select().from(generalInfo).where(agencyRow());
  return row ? financingSettingsOf(row) : null;
}
