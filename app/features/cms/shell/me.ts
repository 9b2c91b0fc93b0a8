// GET /api/admin/me, once per token: the shell shows who is logged in, and a token the server no
// longer accepts is caught on entering the back-office rather than on the first save.
import type { TMe } from '../../../../common/schemas/admin-auth.ts';
import { adminApi } from '../api.ts';
import { readSession, saveSession } from '../session.ts';

let cache: { token: string; me: TMe } | null = null;

export async function currentAgent(): Promise<TMe> {
  const session = readSession();
  if (cache && session && cache.token === session.token) return cache.me;
  const me = await adminApi.GET('/api/admin/me');
  const now = readSession();
  if (now) {
    // The role may have changed since the login: keep type/isAdmin truthful.
    if (now.type !== me.type) saveSession(now.token, me.type);
    cache = { token: now.token, me };
  }
  return me;
}

export function forgetCurrentAgent(): void {
  cache = null;
}
