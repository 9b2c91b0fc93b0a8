// Ads (advertiser pages) in the back-office: /api/admin/ads…, POST /api/admin/ad
// (docs/admin-api.md).
import type { TAdFlag, TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { adminFetch, type Paged, type QueryValue } from '../api.ts';

export function listAds(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return adminFetch<Paged<TAdminAd>>('/ads', { query: { locale: 'fr', ...query }, signal });
}

export function getAd(id: number | string, signal?: AbortSignal) {
  return adminFetch<TAdminAd>(`/ads/${id}`, { query: { locale: 'fr' }, signal });
}

export function createAd(body: Record<string, unknown>) {
  return adminFetch<TAdminAd>('/ad', { method: 'POST', body });
}

export function updateAd(id: number, body: Record<string, unknown>) {
  return adminFetch<TAdminAd>(`/ads/${id}`, { method: 'PATCH', body });
}

export function deleteAd(id: number) {
  return adminFetch<{ message: string }>(`/ads/${id}`, { method: 'DELETE' });
}

export function toggleAd(id: number, field: TAdFlag) {
  return adminFetch<{ id: number; field: TAdFlag; value: boolean }>(`/ads/${id}/toggle/${field}`, {
    method: 'PATCH',
  });
}

export const AD_FLAG_LABELS: Record<TAdFlag, string> = {
  isVisible: 'Visible',
  isLinkOnly: 'Lien seul',
};
