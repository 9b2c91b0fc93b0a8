// The audit log (superadmin only): GET /api/admin/audit.
import type { ZAuditQuerySchema } from '../../../../common/schemas/admin-audit.ts';
import { ZAuditListSchema, type TAuditEntry } from '../../../../common/schemas/admin-audit.ts';
import { adminFetch, type QueryOf } from '../api.ts';

export type { TAuditEntry };

export function listAudit(query: QueryOf<typeof ZAuditQuerySchema>, signal?: AbortSignal) {
  return adminFetch(ZAuditListSchema, '/audit', { query, signal });
}
