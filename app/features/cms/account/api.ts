// The logged-in agent's own account: PUT /api/admin/me/password.
import { adminApi, type ApiBody } from '../api.ts';

export function changeOwnPassword(body: ApiBody<'put', '/api/admin/me/password'>) {
  return adminApi.PUT('/api/admin/me/password', { body });
}
