// The « Demandes » of the back-office: GET /api/admin/leads, GET /leads/{id}, PATCH /leads/{id},
// POST /leads/{id}/notes (decision 0038).
import type { TAdminLead, TAdminLeadDetail } from '../../../../common/schemas/lead.ts';
import { adminApi, type ApiBody, type ApiQuery } from '../api.ts';

export type { TAdminLead, TAdminLeadDetail };

export function listLeads(query: ApiQuery<'get', '/api/admin/leads'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/leads', { query, signal });
}

export function getLead(id: number, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/leads/{id}', { path: { id }, signal });
}

export function updateLead(id: number, body: ApiBody<'patch', '/api/admin/leads/{id}'>) {
  return adminApi.PATCH('/api/admin/leads/{id}', { path: { id }, body });
}

export function addLeadNote(id: number, body: ApiBody<'post', '/api/admin/leads/{id}/notes'>) {
  return adminApi.POST('/api/admin/leads/{id}/notes', { path: { id }, body });
}

/** An owner lead's hidden draft listing (decision 0066). */
export function draftListing(id: number) {
  return adminApi.POST('/api/admin/leads/{id}/draft-listing', { path: { id } });
}

/** The menu badge: new leads assigned to the user (every new one for a superadmin). */
export async function newLeadCount(): Promise<number> {
  return (await listLeads({ limit: 1 })).unread;
}

/** The owner's report link (decision 0070): make (or make again) and revoke. */
export function createReportLink(id: number) {
  return adminApi.POST('/api/admin/leads/{id}/report-link', { path: { id } });
}

export function revokeReportLink(id: number) {
  return adminApi.DELETE('/api/admin/leads/{id}/report-link', { path: { id } });
}
