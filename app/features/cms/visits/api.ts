// The visit requests: GET /api/admin/visits, GET /visits/{id}, POST /visits/{id}/confirm,
// PATCH /visits/{id} (decline, cancel).
import type { z } from 'zod';
import {
  ZAdminVisitDetailSchema,
  ZAdminVisitListSchema,
  ZAdminVisitSchema,
  type TAdminVisit,
  type TAdminVisitDetail,
  type ZAdminVisitQuerySchema,
  type ZConfirmVisitBodySchema,
  type ZVisitDecisionBodySchema,
} from '../../../../common/schemas/visits.ts';
import { adminFetch, type QueryOf } from '../api.ts';

export type { TAdminVisit, TAdminVisitDetail };

export function listVisits(query: QueryOf<typeof ZAdminVisitQuerySchema>, signal?: AbortSignal) {
  return adminFetch(ZAdminVisitListSchema, '/visits', { query, signal });
}

export function getVisit(id: number, signal?: AbortSignal) {
  return adminFetch(ZAdminVisitDetailSchema, `/visits/${id}`, { signal });
}

export function confirmVisit(id: number, slot: string) {
  const body: z.input<typeof ZConfirmVisitBodySchema> = { slot };
  return adminFetch(ZAdminVisitSchema, `/visits/${id}/confirm`, { method: 'POST', body });
}

export function decideVisit(id: number, status: 'declined' | 'cancelled') {
  const body: z.input<typeof ZVisitDecisionBodySchema> = { status };
  return adminFetch(ZAdminVisitSchema, `/visits/${id}`, { method: 'PATCH', body });
}
