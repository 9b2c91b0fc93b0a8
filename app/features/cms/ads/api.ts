// Ads (advertiser pages) in the back-office: /api/admin/ads…, POST /api/admin/ad
// (docs/admin-api.md).
import type { z } from 'zod';
import type {
  ZAdCreateSchema,
  ZAdLocaleQuerySchema,
  ZAdminAdQuerySchema,
  ZAdUpdateSchema,
} from '../../../../common/schemas/admin-ad.ts';
import {
  ZAdminAdListSchema,
  ZAdminAdSchema,
  ZAdToggleResponseSchema,
  type TAdFlag,
} from '../../../../common/schemas/admin-ad.ts';
import { adminFetch, type QueryOf } from '../api.ts';
import { ZMessageAnswerSchema } from '../../../../common/schemas/primitives.ts';

/** The bodies as the admin API validates them (POST /ad, PATCH /ads/{id}). */
export type TAdCreateBody = z.input<typeof ZAdCreateSchema>;
export type TAdUpdateBody = z.input<typeof ZAdUpdateSchema>;

const FRENCH: QueryOf<typeof ZAdLocaleQuerySchema> = { locale: 'fr' };

export function listAds(query: QueryOf<typeof ZAdminAdQuerySchema>, signal?: AbortSignal) {
  return adminFetch(ZAdminAdListSchema, '/ads', { query: { ...FRENCH, ...query }, signal });
}

export function getAd(id: number | string, signal?: AbortSignal) {
  return adminFetch(ZAdminAdSchema, `/ads/${id}`, { query: FRENCH, signal });
}

export function createAd(body: TAdCreateBody) {
  return adminFetch(ZAdminAdSchema, '/ad', { method: 'POST', body });
}

export function updateAd(id: number, body: TAdUpdateBody) {
  return adminFetch(ZAdminAdSchema, `/ads/${id}`, { method: 'PATCH', body });
}

export function deleteAd(id: number) {
  return adminFetch(ZMessageAnswerSchema, `/ads/${id}`, { method: 'DELETE' });
}

export function toggleAd(id: number, field: TAdFlag) {
  return adminFetch(ZAdToggleResponseSchema, `/ads/${id}/toggle/${field}`, { method: 'PATCH' });
}

export const AD_FLAG_LABELS: Record<TAdFlag, string> = {
  isVisible: 'Visible',
  isLinkOnly: 'Lien seul',
};
