// The logged-in agent's own account: PUT /api/admin/me/password.
import type { z } from 'zod';
import {
  ZOwnPasswordChangedSchema,
  type ZOwnPasswordChangeSchema,
} from '../../../../common/schemas/admin-auth.ts';
import { adminFetch } from '../api.ts';

export function changeOwnPassword(body: z.input<typeof ZOwnPasswordChangeSchema>) {
  return adminFetch(ZOwnPasswordChangedSchema, '/me/password', { method: 'PUT', body });
}
