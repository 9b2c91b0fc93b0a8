// GET /api/admin/stat: the dashboard's figures.
import { ZAdminStatsSchema, type TAdminStats } from '../../../../common/schemas/admin-stats.ts';
import { adminFetch } from '../api.ts';

export type { TAdminStats };

export function getStats(signal?: AbortSignal) {
  return adminFetch(ZAdminStatsSchema, '/stat', { signal });
}
