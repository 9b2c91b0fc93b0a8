// GET /api/admin/stat: the dashboard's figures.
import type { TAdminStats } from '../../../../common/schemas/admin-stats.ts';
import { adminFetch } from '../api.ts';

export type { TAdminStats };

export function getStats(signal?: AbortSignal) {
  return adminFetch<TAdminStats>('/stat', { signal });
}
