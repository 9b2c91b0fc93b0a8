// The logged-in agent's own account: PUT /api/admin/me/password.
import { adminApi, type AdminBody } from '../api.ts';

export function changeOwnPassword(body: AdminBody<'put', '/api/admin/me/password'>) {
  return adminApi.PUT('/api/admin/me/password', { body });
}
