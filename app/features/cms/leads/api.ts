// The « Demandes » of the back-office: GET /api/admin/leads, GET /leads/{id}, PATCH /leads/{id},
// POST /leads/{id}/notes (decision 0038).
import type { z } from 'zod';
import {
  ZDraftListingSchema,
  ZAdminLeadDetailSchema,
  ZLeadListSchema,
  type TAdminLead,
  type TAdminLeadDetail,
  type ZLeadNoteBodySchema,
  type ZLeadQuerySchema,
  type ZLeadUpdateSchema,
} from '../../../../common/schemas/lead.ts';
import { adminFetch, type QueryOf } from '../api.ts';

export type { TAdminLead, TAdminLeadDetail };

export function listLeads(query: QueryOf<typeof ZLeadQuerySchema>, signal?: AbortSignal) {
  return adminFetch(ZLeadListSchema, '/leads', { query, signal });
}

export function getLead(id: number, signal?: AbortSignal) {
  return adminFetch(ZAdminLeadDetailSchema, `/leads/${id}`, { signal });
}

export function updateLead(id: number, body: z.input<typeof ZLeadUpdateSchema>) {
  return adminFetch(ZAdminLeadDetailSchema, `/leads/${id}`, { method: 'PATCH', body });
}

export function addLeadNote(id: number, body: z.input<typeof ZLeadNoteBodySchema>) {
  return adminFetch(ZAdminLeadDetailSchema, `/leads/${id}/notes`, { method: 'POST', body });
}

/** An owner lead's hidden draft listing (decision 0066). */
export function draftListing(id: number) {
  return adminFetch(ZDraftListingSchema, `/leads/${id}/draft-listing`, { method: 'POST' });
}

/** The menu badge: new leads assigned to the user (every new one for a superadmin). */
export async function newLeadCount(): Promise<number> {
  return (await listLeads({ limit: 1 })).unread;
}

/** The owner's report link (decision 0070): make (or make again) and revoke. */
export function createReportLink(id: number) {
  return adminFetch(ZAdminLeadDetailSchema, `/leads/${id}/report-link`, { method: 'POST' });
}

export function revokeReportLink(id: number) {
  return adminFetch(ZAdminLeadDetailSchema, `/leads/${id}/report-link`, { method: 'DELETE' });
}
