// The contact messages inbox of the back-office.
import { z } from 'zod';
import { lenientBoolean, pageQuery } from './admin-common.ts';

export const ContactMessageSchema = z.object({
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
export type TContactMessage = z.infer<typeof ContactMessageSchema>;

export const MESSAGE_ORDERS = ['date_desc', 'date_asc', 'unread_first'] as const;

export const MessageQuerySchema = pageQuery(20).extend({
  /** true: unread only; false: read only. */
  unread: lenientBoolean.optional(),
  order_by: z.enum(MESSAGE_ORDERS).default('date_desc'),
});
export type TMessageQuery = z.output<typeof MessageQuerySchema>;

export const MessageListSchema = z.object({
  data: z.array(ContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Unread messages in the whole inbox (for the menu badge). */
  unread: z.number().int(),
});
export type TMessageList = z.infer<typeof MessageListSchema>;

export const MarkReadBodySchema = z
  .object({ read: lenientBoolean.default(true) })
  .nullish()
  .describe('{ "read": false } marks the message unread again; no body marks it read');
