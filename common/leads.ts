// The words of a lead (issue 25): its pipeline, the channel the visitor prefers, where it came
// from. Shared by the table (server/db/schema.ts), the API schemas and the screens.
export const LEAD_STATUSES = ['new', 'contacted', 'visit_planned', 'offer', 'won', 'lost'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type TLeadChannel = (typeof LEAD_CHANNELS)[number];
// `visit`: opened by a visit request (decision 0048).
export const LEAD_SOURCES = ['property', 'contact', 'visit'] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number];
