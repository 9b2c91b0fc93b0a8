// GET /api/admin/stat: the dashboard's figures.
import type { TAdminStats } from '../../../../common/schemas/admin-stats.ts';
import { adminApi } from '../api.ts';

export type { TAdminStats };

export function getStats(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/stat', { signal });
}
