// Ads (advertiser pages) in the back-office: /api/admin/ads…, POST /api/admin/ad
// (docs/admin-api.md).
import type { TAdFlag } from '../../../../common/schemas/admin-ad.ts';
import { adminApi, type ApiBody, type ApiQuery } from '../api.ts';

/** The bodies as the admin API validates them (POST /ad, PATCH /ads/{id}). */
export type TAdCreateBody = ApiBody<'post', '/api/admin/ad'>;
export type TAdUpdateBody = ApiBody<'patch', '/api/admin/ads/{id}'>;

const FRENCH = { locale: 'fr' } as const;

export function listAds(query: ApiQuery<'get', '/api/admin/ads'>, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/ads', { query: { ...FRENCH, ...query }, signal });
}

export function getAd(id: number, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/ads/{id}', { path: { id }, query: FRENCH, signal });
}

export function createAd(body: TAdCreateBody) {
  return adminApi.POST('/api/admin/ad', { body });
}

export function updateAd(id: number, body: TAdUpdateBody) {
  return adminApi.PATCH('/api/admin/ads/{id}', { path: { id }, body });
}

export function deleteAd(id: number) {
  return adminApi.DELETE('/api/admin/ads/{id}', { path: { id } });
}

export function toggleAd(id: number, field: TAdFlag) {
  return adminApi.PATCH('/api/admin/ads/{id}/toggle/{field}', { path: { id, field } });
}

export const AD_FLAG_LABELS: Record<TAdFlag, string> = {
  isVisible: 'Visible',
  isLinkOnly: 'Lien seul',
};
