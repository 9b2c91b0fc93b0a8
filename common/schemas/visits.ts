// Visit requests (issue 25): the public POST /api/visits and the back-office's /api/admin/visits.
// The rules that need the agency's hours and the clock (common/visit-rules.ts) are checked by the
// service; this schema checks the shape.
import { z } from 'zod';
import { ALGERIAN_PHONE_RULE, isAlgerianPhone, normalizeAlgerianPhone } from '../phone.ts';
import {
  MAX_AHEAD_DAYS,
  MAX_VISIT_SLOTS,
  MIN_LEAD_HOURS,
  VISIT_DURATION_MINUTES,
} from '../visit-rules.ts';
import {
  ZCalendarDaySchema,
  ZIdSchema,
  ZLocaleSchema,
  listOf,
  pageQuery,
  blankToUndefined,
} from './primitives.ts';

// Control characters never belong in what visitors type (PostgreSQL rejects NUL outright).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: unknown) => (typeof value === 'string' ? value.replace(CONTROL, '') : value);

const requiredLine = (max: number) =>
  z.preprocess(
    clean,
    z
      .string({ error: 'is required' })
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'is required' })
          .max(max, { error: `at most ${max} characters` }),
      ),
  );

/** A start time with its offset, e.g. 2026-12-05T10:00:00+01:00 or 2026-12-05T09:00:00Z. */
export const ZVisitSlotSchema = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time with its offset' })
  .meta({ example: '2026-12-05T10:00:00+01:00' });

/** The visitor's phone: an Algerian number, stored in its one form (common/phone.ts). */
export const ZVisitPhoneSchema = z.preprocess(
  clean,
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(40, { error: ALGERIAN_PHONE_RULE })
    .refine(isAlgerianPhone, { error: ALGERIAN_PHONE_RULE })
    .transform((value) => normalizeAlgerianPhone(value)!),
);

export const ZVisitRequestBodySchema = z.object({
  property_id: ZIdSchema,
  full_name: requiredLine(120),
  phone_number: ZVisitPhoneSchema,
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
    z.email({ error: 'must be a valid e-mail address' }).max(254).optional(),
  ),
  message: z.preprocess(
    (value) => clean(value ?? ''),
    z.string().trim().max(2000, { error: 'at most 2000 characters' }),
  ),
  slots: z
    .array(ZVisitSlotSchema, { error: 'must be a list of date-times' })
    .min(1, { error: 'propose at least one slot' })
    .max(MAX_VISIT_SLOTS, { error: `at most ${MAX_VISIT_SLOTS} slots` })
    // The rules the server checks against the clock and the agency's hours (common/visit-rules.ts),
    // stated here so that a client, or a fuzzer reading this document, knows them in advance.
    .meta({
      uniqueItems: true,
      description:
        `Proposed start times, each at most once: at least ${MIN_LEAD_HOURS} hours and at most ` +
        `${MAX_AHEAD_DAYS} days ahead, and a ${VISIT_DURATION_MINUTES}-minute visit from each must ` +
        'fit inside the agency opening hours (`opening_hours` of GET /api/genInfo). A slot ' +
        'that breaks a rule is refused with 400 and its code: `visit.slot_in_past`, ' +
        '`visit.slot_too_soon`, `visit.slot_too_far`, `visit.slot_outside_hours`, ' +
        '`visit.slot_duplicate`; the field names the first one (`slots.N`).',
    }),
  locale: z.preprocess(blankToUndefined, ZLocaleSchema.optional()),
  website: z
    .string()
    .max(500)
    .optional()
    .meta({ description: 'Leave empty: a field people never see, which bots fill in' }),
});
export type TVisitRequestBody = z.output<typeof ZVisitRequestBodySchema>;
export type TVisitRequestInput = z.input<typeof ZVisitRequestBodySchema>;

export const ZVisitRequestAnswerSchema = z.object({
  message: z.string(),
  /** The stored request's id (0 when a bot filled the hidden field: nothing was stored). */
  id: z.number().int(),
});

export const VISIT_STATUS_VALUES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export const ZVisitStatusSchema = z.enum(VISIT_STATUS_VALUES);
export type TVisitStatus = z.infer<typeof ZVisitStatusSchema>;
const ZMailStatusSchema = z.enum(['pending', 'sent', 'failed', 'skipped']);

export const ZAdminVisitSchema = z.object({
  id: z.number().int(),
  property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  locale: ZLocaleSchema,
  /** Proposed start times (ISO, UTC) in the visitor's order. */
  slots: z.array(z.string()),
  status: ZVisitStatusSchema,
  confirmed_start: z.string().nullable(),
  confirmed_end: z.string().nullable(),
  agent: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  email_status: ZMailStatusSchema,
  confirmation_email_status: ZMailStatusSchema.nullable(),
  decision_email_status: ZMailStatusSchema.nullable().meta({
    description: "The visitor's notice of a decline or a cancellation (null: none yet)",
  }),
  lead_id: z.number().int().nullable().meta({
    description: 'The lead (« Demande ») this request opened or joined; null for older requests',
  }),
  created_at: z.string(),
});
export type TAdminVisit = z.infer<typeof ZAdminVisitSchema>;

/** One visit as its screen shows it: which proposed slots the asking user already has taken. */
export const ZAdminVisitDetailSchema = ZAdminVisitSchema.extend({
  /** Per proposed slot: true when it overlaps another confirmed visit of the asking user. */
  slot_taken: z.array(z.boolean()),
});
export type TAdminVisitDetail = z.infer<typeof ZAdminVisitDetailSchema>;

const ZDateParam = z
  .preprocess(blankToUndefined, ZCalendarDaySchema.optional())
  .meta({ description: 'A day (Algiers time): visits confirmed or proposed on it' });

export const ZAdminVisitQuerySchema = pageQuery(20).extend({
  status: z.preprocess(blankToUndefined, ZVisitStatusSchema.optional()),
  property_id: z.preprocess(blankToUndefined, ZIdSchema.optional()),
  date: ZDateParam,
});
export type TAdminVisitQuery = z.output<typeof ZAdminVisitQuerySchema>;

export const ZAdminVisitListSchema = listOf(ZAdminVisitSchema);
export type TAdminVisitList = z.infer<typeof ZAdminVisitListSchema>;

export const ZConfirmVisitBodySchema = z.object({
  slot: ZVisitSlotSchema.meta({
    description:
      "One of the visit's proposed `slots`, as they are written there, still ahead: else 400 " +
      '`visit.unknown_slot` or `visit.slot_in_past`; 409 `visit.slot_taken` when the agent has ' +
      'another confirmed visit at that time.',
  }),
});
export type TConfirmVisitBody = z.output<typeof ZConfirmVisitBodySchema>;

export const ZVisitDecisionBodySchema = z.object({
  status: z.enum(['declined', 'cancelled']),
});
export type TVisitDecisionBody = z.output<typeof ZVisitDecisionBodySchema>;
