// The audit log (superadmin only): GET /api/admin/audit.
import type { TAuditEntry } from '../../../../common/schemas/admin-audit.ts';
import { adminApi, type AdminQuery } from '../api.ts';

export type { TAuditEntry };

export function listAudit(query: AdminQuery<'get', '/api/admin/audit'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/audit', { query, signal });
}
