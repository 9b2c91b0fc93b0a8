// The contact inbox: GET /api/admin/messages, PATCH /messages/{id}/read, DELETE /messages/{id}.
import type { TInboxMessage, TMessageList } from '../../../../common/schemas/admin-messages.ts';
import { adminFetch, type QueryValue } from '../api.ts';

export type { TInboxMessage };

export function listMessages(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return adminFetch<TMessageList>('/messages', { query, signal });
}

export async function unreadMessageCount(): Promise<number> {
  const list = await listMessages({ limit: 1 });
  return list.unread;
}

export function markMessage(id: number, read: boolean) {
  return adminFetch<TInboxMessage>(`/messages/${id}/read`, { method: 'PATCH', body: { read } });
}

export function deleteMessage(id: number) {
  return adminFetch<{ message: string }>(`/messages/${id}`, { method: 'DELETE' });
}
