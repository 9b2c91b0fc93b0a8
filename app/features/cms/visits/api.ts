// The visit requests: GET /api/admin/visits, GET /visits/{id}, POST /visits/{id}/confirm,
// PATCH /visits/{id} (decline, cancel).
import type { TAdminVisit, TAdminVisitDetail } from '../../../../common/schemas/visits.ts';
import { adminApi, type ApiQuery } from '../api.ts';

export type { TAdminVisit, TAdminVisitDetail };

export function listVisits(query: ApiQuery<'get', '/api/admin/visits'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/visits', { query, signal });
}

export function getVisit(id: number, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/visits/{id}', { path: { id }, signal });
}

export function confirmVisit(id: number, slot: string) {
  return adminApi.POST('/api/admin/visits/{id}/confirm', { path: { id }, body: { slot } });
}

export function decideVisit(id: number, status: 'declined' | 'cancelled') {
  return adminApi.PATCH('/api/admin/visits/{id}', { path: { id }, body: { status } });
}
