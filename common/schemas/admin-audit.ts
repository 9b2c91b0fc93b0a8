// GET /api/admin/audit: the audit log's entries, newest first, with their filters
// (docs/admin-api.md, decision 0042).
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit.ts';
import { blankToUndefined, listOf, MAX_ID, pageQuery, ZCalendarDaySchema } from './primitives.ts';

const ZFieldChangeSchema = z.object({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'When (ISO date-time)' }),
  actor_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'null: no such account (failed login)' }),
  actor_username: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int().nullable(),
  entity_label: z.string().meta({ description: 'What the entity was called at the time' }),
  changes: z
    .record(z.string(), ZFieldChangeSchema)
    .meta({ description: 'Per field: before and after (a side is absent when there was none)' }),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A day (YYYY-MM-DD) on Algiers time: `from` from its start, `to` up to its end. */
const ZDaySchema = ZCalendarDaySchema;

export const ZAuditQuerySchema = pageQuery(20)
  .extend({
    actor_id: optional(z.coerce.number().int().min(1).max(MAX_ID)).meta({
      description: 'Entries by this account',
    }),
    entity: optional(
      z.enum(AUDIT_ENTITIES, { error: `must be one of ${AUDIT_ENTITIES.join(', ')}` }),
    ),
    entity_id: optional(z.coerce.number().int().min(1).max(MAX_ID)),
    action: optional(
      z.enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` }),
    ),
    from: optional(ZDaySchema).meta({ description: 'From this day (included)' }),
    to: optional(ZDaySchema).meta({ description: 'Up to this day (included)' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'must not be before from',
  });
export type TAuditQuery = z.output<typeof ZAuditQuerySchema>;

export const ZAuditListSchema = listOf(ZAuditEntrySchema);
export type TAuditList = z.infer<typeof ZAuditListSchema>;
