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

/** The footer's links to the main cities' landing pages and to the partners (ads). */
export interface SiteDirectory {
  cities: { to: string; label: string }[];
  /** `/ads/{id}`, or the partner's own site (an absolute address) when it has no page here. */
  partners: { to: string; label: string }[];
}
