// The audit log (superadmin only): GET /api/admin/audit.
import type { TAuditEntry } from '../../../../common/schemas/admin-audit.ts';
import { adminApi, type ApiQuery } from '../api.ts';

export type { TAuditEntry };

export function listAudit(query: ApiQuery<'get', '/api/admin/audit'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/audit', { query, signal });
}
