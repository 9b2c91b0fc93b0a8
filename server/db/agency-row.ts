// general_info holds one row: the agency's own settings and contact details (id 1, written at the
// first start). Every read and write of it names that row through here, not through a bare 1.
import { eq } from 'drizzle-orm';
import { generalInfo } from './schema.ts';

export const AGENCY_ROW_ID = 1;

/** The condition that picks the agency's row of general_info. */
export function agencyRow() {
  return eq(generalInfo.id, AGENCY_ROW_ID);
}
