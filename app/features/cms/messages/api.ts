// The contact inbox: GET /api/admin/messages, PATCH /messages/{id}/read, DELETE /messages/{id}.
import type { z } from 'zod';
import type {
  ZMarkReadBodySchema,
  ZMessageQuerySchema,
} from '../../../../common/schemas/admin-messages.ts';
import {
  ZInboxMessageSchema,
  ZMessageListSchema,
  type TInboxMessage,
} from '../../../../common/schemas/admin-messages.ts';
import { adminFetch, type QueryOf } from '../api.ts';
import { ZMessageAnswerSchema } from '../../../../common/schemas/primitives.ts';

export type { TInboxMessage };

export function listMessages(query: QueryOf<typeof ZMessageQuerySchema>, signal?: AbortSignal) {
  return adminFetch(ZMessageListSchema, '/messages', { query, signal });
}

export async function unreadMessageCount(): Promise<number> {
  const list = await listMessages({ limit: 1 });
  return list.unread;
}

export function markMessage(id: number, read: boolean) {
  const body: z.input<typeof ZMarkReadBodySchema> = { read };
  return adminFetch(ZInboxMessageSchema, `/messages/${id}/read`, { method: 'PATCH', body });
}

export function deleteMessage(id: number) {
  return adminFetch(ZMessageAnswerSchema, `/messages/${id}`, { method: 'DELETE' });
}
