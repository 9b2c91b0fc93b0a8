// The contact messages inbox of the back-office.
import { z } from 'zod';
import { ZLenientBooleanSchema, pageQuery } from './primitives.ts';

export const ZInboxMessageSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  object: z.string(),
  message: z.string(),
  locale: z.string().nullable(),
  /** pending, sent, failed, or skipped (no SMTP configured): the message is stored either way. */
  email_status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessageSchema>;

export const MESSAGE_ORDERS = ['date_desc', 'date_asc', 'unread_first'] as const;

export const ZMessageQuerySchema = pageQuery(20).extend({
  /** true: unread only; false: read only. */
  unread: ZLenientBooleanSchema.optional(),
  order_by: z.enum(MESSAGE_ORDERS).default('date_desc'),
});
export type TMessageQuery = z.output<typeof ZMessageQuerySchema>;

export const ZMessageListSchema = z.object({
  data: z.array(ZInboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Unread messages in the whole inbox (for the menu badge). */
  unread: z.number().int(),
});
export type TMessageList = z.infer<typeof ZMessageListSchema>;

export const ZMarkReadBodySchema = z
  .object({ read: ZLenientBooleanSchema.default(true) })
  .nullish()
  .describe('{ "read": false } marks the message unread again; no body marks it read');
