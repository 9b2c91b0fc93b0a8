// The contact inbox: GET /api/admin/messages, PATCH /messages/{id}/read, DELETE /messages/{id}.
import type { TInboxMessage } from '../../../../common/schemas/admin-messages.ts';
import { adminApi, type ApiQuery } from '../api.ts';

export type { TInboxMessage };

export function listMessages(query: ApiQuery<'get', '/api/admin/messages'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/messages', { query, signal });
}

export async function unreadMessageCount(): Promise<number> {
  const list = await listMessages({ limit: 1 });
  return list.unread;
}

export function markMessage(id: number, read: boolean) {
  return adminApi.PATCH('/api/admin/messages/{id}/read', { path: { id }, body: { read } });
}

export function deleteMessage(id: number) {
  return adminApi.DELETE('/api/admin/messages/{id}', { path: { id } });
}
