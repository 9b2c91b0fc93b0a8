// A listing's performance: GET /api/admin/property/{id}/stats (docs/admin-api.md).
import { addDays, algiersToday } from '../../../../common/schemas/property-performance.ts';
import { adminApi } from '../api.ts';

/** The periods staff pick from, in days up to today. */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export function getPropertyStats(id: number, days: Period, signal?: AbortSignal) {
  const to = algiersToday();
  return adminApi.GET('/api/admin/property/{id}/stats', {
    path: { id },
    query: { from: addDays(to, 1 - days), to },
    signal,
  });
}
