// Trust in the back-office: verify a property, confirm a stale listing, possible duplicates.
import { adminApi, type ApiAnswer } from '../api.ts';

export type TVerification = ApiAnswer<'patch', '/api/admin/property/{id}/verify'>;

export function setVerified(id: number, verified: boolean) {
  return adminApi.PATCH('/api/admin/property/{id}/verify', { path: { id }, body: { verified } });
}

export function confirmCurrent(id: number) {
  return adminApi.POST('/api/admin/property/{id}/confirm', { path: { id } });
}

export function listDuplicates(id: number, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/property/{id}/duplicates', { path: { id }, signal });
}
