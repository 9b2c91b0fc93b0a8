// The words of a lead (issue 25): its pipeline, the channel the visitor prefers, where it came
// from. Shared by the table (server/db/schema.ts), the API schemas and the screens.
// Two kinds (issue 36, decision 0065): a buyer's or tenant's enquiry, and an owner who entrusts
// a property to the agency; each has its own pipeline, `new`, `contacted` and `lost` shared.
export const LEAD_KINDS = ['buyer', 'owner'] as const;
export type TLeadKind = (typeof LEAD_KINDS)[number];
export const BUYER_LEAD_STATUSES = [
  'new',
  'contacted',
  'visit_planned',
  'offer',
  'won',
  'lost',
] as const;
export const OWNER_LEAD_STATUSES = [
  'new',
  'contacted',
  'estimation_visit',
  'mandate_signed',
  'published',
  'lost',
] as const;
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'visit_planned',
  'offer',
  'won',
  'estimation_visit',
  'mandate_signed',
  'published',
  'lost',
] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export type TOwnerLeadStatus = (typeof OWNER_LEAD_STATUSES)[number];

/** The statuses a lead of this kind may take. */
export function statusesOfKind(kind: TLeadKind): readonly TLeadStatus[] {
  return kind === 'owner' ? OWNER_LEAD_STATUSES : BUYER_LEAD_STATUSES;
}

export const LEAD_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type TLeadChannel = (typeof LEAD_CHANNELS)[number];
// `visit`: opened by a visit request (decision 0048); `owner`: « Confiez-nous votre bien ».
export const LEAD_SOURCES = ['property', 'contact', 'visit', 'owner'] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number];

/** An owner's mandate: simple (the owner may sell through others too) or exclusive. */
export const MANDATE_TYPES = ['simple', 'exclusive'] as const;
export type TMandateType = (typeof MANDATE_TYPES)[number];

/** What the owner wants: to sell or to let (the estimate's kinds). */
export const OWNER_DEALS = ['sell', 'rent'] as const;
export type TOwnerDeal = (typeof OWNER_DEALS)[number];

/** The photos « Confiez-nous votre bien » takes at most (a page may read it without Zod). */
export const OWNER_LEAD_MAX_PHOTOS = 10;
