// Trust in the back-office: verify a property, confirm a stale listing, possible duplicates.
import type { TAdminProperty, TDuplicateList } from '../../../../common/schemas/admin-property.ts';
import { adminFetch } from '../api.ts';

export interface TVerification {
  id: number;
  verified_at: string | null;
  verified_by: number | null;
  verified_by_username: string | null;
}

export function setVerified(id: number, verified: boolean) {
  return adminFetch<TVerification>(`/property/${id}/verify`, {
    method: 'PATCH',
    body: { verified },
  });
}

export function confirmCurrent(id: number) {
  return adminFetch<TAdminProperty>(`/property/${id}/confirm`, { method: 'POST' });
}

export function listDuplicates(id: number, signal?: AbortSignal) {
  return adminFetch<TDuplicateList>(`/property/${id}/duplicates`, { signal });
}
