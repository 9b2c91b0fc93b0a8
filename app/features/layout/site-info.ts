import type { TGeneralInfo } from '../../../common/schemas/general-info.ts';

/** What the shell shows of the agency's details (general info); null before the first seed. */
export type SiteInfo = Pick<
  TGeneralInfo,
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'address'
  | 'approval_number'
  | 'latitude'
  | 'longitude'
  | 'opening_hours'
> | null;
