// A listing's performance: GET /api/admin/property/{id}/stats (docs/admin-api.md).
import {
  addDays,
  algiersToday,
  ZPropertyStatsSchema,
} from '../../../../common/schemas/property-performance.ts';
import { adminFetch } from '../api.ts';

/** The periods staff pick from, in days up to today. */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export function getPropertyStats(id: number, days: Period, signal?: AbortSignal) {
  const to = algiersToday();
  return adminFetch(ZPropertyStatsSchema, `/property/${id}/stats`, {
    query: { from: addDays(to, 1 - days), to },
    signal,
  });
}
