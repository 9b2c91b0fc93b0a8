// Leads (issue 25, decision 0038): the property page's enquiry (POST /api/leads) and the
// back-office's « Demandes » (/api/admin/leads). The public body follows the contact form's
// rules (common/schemas/contact.ts): a name, a message, and an e-mail or a phone, at least one.
import { z } from 'zod';
import { LEAD_CHANNELS, LEAD_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '../leads.ts';
import { ZMandateTypeSchema, ZOwnerLeadDetailsSchema } from './owner-lead.ts';
import {
  CONTACT_WAYS,
  FORM_EXTRAS,
  MESSAGE_FIELD,
  optionalText,
  requireAWayToAnswer,
  requiredText,
} from './contact.ts';
import {
  ZCalendarDaySchema,
  ZIdSchema,
  blankToUndefined,
  listOf,
  pageQuery,
} from './primitives.ts';
import { ZVisitStatusSchema } from './visits.ts';

export const ZLeadChannelSchema = z.enum(LEAD_CHANNELS, {
  error: 'must be one of phone, whatsapp, email',
});

/** POST /api/leads. */
export const ZLeadCreateSchema = z
  .object({
    property_id: ZIdSchema.optional().meta({ description: 'The listing asked about, if any' }),
    ...CONTACT_WAYS,
    message: MESSAGE_FIELD,
    preferred_channel: optionalText(ZLeadChannelSchema.optional()),
    ...FORM_EXTRAS,
  })
  .superRefine(requireAWayToAnswer);
export type TLeadCreateInput = z.input<typeof ZLeadCreateSchema>;
export type TLeadCreate = z.output<typeof ZLeadCreateSchema>;

const ZLeadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `must be one of ${LEAD_STATUSES.join(', ')}`,
});

/** A lead as the back-office reads it. */
export const ZAdminLeadSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int().nullable(),
  /** The listing's French name (null: no listing, or it was deleted). */
  property_name: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  agent_username: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  message: z.string(),
  preferred_channel: ZLeadChannelSchema.nullable(),
  status: ZLeadStatusSchema,
  /** buyer: an enquiry; owner: a property entrusted (decision 0065), its pipeline apart. */
  kind: z.enum(LEAD_KINDS),
  source: z.enum(LEAD_SOURCES),
  locale: z.string().nullable(),
  email_status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  /** The first status change or note after the lead came in; null while it waits. */
  first_response_at: z.string().nullable(),
  /** Seconds from the lead to its first response (null while it waits). */
  first_response_seconds: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminLead = z.infer<typeof ZAdminLeadSchema>;

export const ZLeadNoteSchema = z.object({
  id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TLeadNote = z.infer<typeof ZLeadNoteSchema>;

/** A visit request of the lead, as its page lists it (decision 0048). */
export const ZLeadVisitSchema = z.object({
  id: z.number().int(),
  status: ZVisitStatusSchema,
  /** Proposed start times (ISO, UTC). */
  slots: z.array(z.string()),
  confirmed_start: z.string().nullable(),
  created_at: z.string(),
});
export type TLeadVisit = z.infer<typeof ZLeadVisitSchema>;

export const ZAdminLeadDetailSchema = ZAdminLeadSchema.extend({
  notes: z.array(ZLeadNoteSchema),
  visits: z
    .array(ZLeadVisitSchema)
    .meta({ description: 'The visit requests linked to the lead, oldest first' }),
  owner: ZOwnerLeadDetailsSchema.nullable().meta({
    description: "An owner lead's property, photos, mandate and report; null for a buyer's",
  }),
});
export type TAdminLeadDetail = z.infer<typeof ZAdminLeadDetailSchema>;

const queryDate = z.preprocess(blankToUndefined, ZCalendarDaySchema.optional());

/** GET /api/admin/leads. An agent sees their leads and the unassigned ones only. */
export const ZLeadQuerySchema = pageQuery(20)
  .extend({
    status: ZLeadStatusSchema.optional(),
    kind: z.enum(LEAD_KINDS).optional(),
    agent_id: ZIdSchema.optional(),
    /** true: leads nobody is assigned to. */
    unassigned: z.enum(['true', 'false']).optional(),
    property_id: ZIdSchema.optional(),
    /** Received on or after this day (UTC). */
    from: queryDate,
    /** Received on or before this day (UTC). */
    to: queryDate,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TLeadQuery = z.output<typeof ZLeadQuerySchema>;

export const ZLeadListSchema = listOf(ZAdminLeadSchema).extend({
  /** New leads for the menu badge: a superadmin's all, an agent's assigned to them. */
  unread: z.number().int().meta({
    description: 'New leads: every one for a superadmin, those assigned to the agent for an agent',
  }),
});
export type TLeadList = z.infer<typeof ZLeadListSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' });

/** An owner's mandate (decision 0066): its type, dates and the agreed fee in DZD. */
export const ZMandateSchema = z
  .object({
    type: ZMandateTypeSchema,
    start: isoDate,
    end: isoDate,
    fee: z.number().int().min(0).max(1e13).nullable().optional(),
  })
  .refine((mandate) => mandate.start <= mandate.end, {
    message: 'end must not be before start',
    path: ['end'],
  });
export type TMandate = z.output<typeof ZMandateSchema>;

/**
 * PATCH /api/admin/leads/{id}: the status (in the lead's own pipeline), and (superadmin) the
 * agent; null unassigns. Owner leads also take a lost reason (required with `lost`), the mandate
 * and the note of the owner's report.
 */
export const ZLeadUpdateSchema = z
  .object({
    status: ZLeadStatusSchema.optional(),
    agent_id: ZIdSchema.nullable().optional(),
    lost_reason: requiredText(500, { singleLine: false }).optional(),
    mandate: ZMandateSchema.optional(),
    report_note: z.string().max(2000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give a status, an agent_id, or an owner lead field',
  });
export type TLeadUpdate = z.output<typeof ZLeadUpdateSchema>;

export const ZLeadNoteBodySchema = z.object({
  body: requiredText(5000, { singleLine: false }),
});
export type TLeadNoteBody = z.output<typeof ZLeadNoteBodySchema>;

const ZConversionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Page views of the listings (property_daily_stats) over the window. */
  views: z.number().int(),
  /** Leads about those listings over the window. */
  leads: z.number().int(),
});

/** GET /api/admin/stat/leads: the dashboard's lead figures. */
export const ZLeadStatsSchema = z.object({
  /** Leads received in the last 30 days, and how many had a first response. */
  last_30_days: z.object({ received: z.number().int(), responded: z.number().int() }),
  /** Median seconds to the first response of the last 30 days' leads (null: none answered). */
  median_first_response_seconds: z.number().int().nullable(),
  /** Leads per week (Monday), the last 12 weeks, oldest first, empty weeks included. */
  per_week: z.array(z.object({ week: z.string(), leads: z.number().int() })),
  /** Views → leads over 30 days by the listing's first type, and by wilaya (top 10 by views). */
  conversion_by_type: z.array(ZConversionRowSchema),
  conversion_by_wilaya: z.array(ZConversionRowSchema),
  /** Owners' mandates ending within 30 days, soonest first (an agent: their own leads). */
  mandates_ending: z.array(
    z.object({
      lead_id: z.number().int(),
      full_name: z.string(),
      mandate_type: ZMandateTypeSchema,
      mandate_end: z.string(),
      property_id: z.number().int().nullable(),
      agent_username: z.string().nullable(),
    }),
  ),
});
export type TLeadStats = z.infer<typeof ZLeadStatsSchema>;

/** POST /api/admin/leads/{id}/draft-listing's answer. */
export const ZDraftListingSchema = z.object({ property_id: z.number().int() });
