// Properties in the back-office: /api/admin/property… (docs/admin-api.md).
import type { z } from 'zod';
import type {
  ZAdminPropertyQuerySchema,
  ZPropertyCreateSchema,
  ZPropertyUpdateSchema,
} from '../../../../common/schemas/admin-property.ts';
import {
  ZAdminPropertyListSchema,
  ZAdminPropertySchema,
  ZPropertyToggleResponseSchema,
  type TPropertyFlag,
} from '../../../../common/schemas/admin-property.ts';
import { adminFetch, type QueryOf } from '../api.ts';
import { ZMessageAnswerSchema } from '../../../../common/schemas/primitives.ts';

/** The bodies as the admin API validates them (POST and PATCH /property). */
export type TPropertyCreateBody = z.input<typeof ZPropertyCreateSchema>;
export type TPropertyUpdateBody = z.input<typeof ZPropertyUpdateSchema>;

export function listProperties(
  query: QueryOf<typeof ZAdminPropertyQuerySchema>,
  signal?: AbortSignal,
) {
  return adminFetch(ZAdminPropertyListSchema, '/property', { query, signal });
}

export function getProperty(id: number | string, signal?: AbortSignal) {
  return adminFetch(ZAdminPropertySchema, `/property/${id}`, { signal });
}

export function createProperty(body: TPropertyCreateBody) {
  return adminFetch(ZAdminPropertySchema, '/property', { method: 'POST', body });
}

export function updateProperty(id: number, body: TPropertyUpdateBody) {
  return adminFetch(ZAdminPropertySchema, `/property/${id}`, { method: 'PATCH', body });
}

export function deleteProperty(id: number) {
  return adminFetch(ZMessageAnswerSchema, `/property/${id}`, { method: 'DELETE' });
}

export function toggleProperty(id: number, field: TPropertyFlag) {
  return adminFetch(ZPropertyToggleResponseSchema, `/property/${id}/toggle/${field}`, {
    method: 'PATCH',
  });
}

/** The flags in the order staff read them: published first. */
export const FLAG_ORDER: readonly TPropertyFlag[] = [
  'isVisible',
  'isBanner',
  'isANePasManquer',
  'isSelected',
  'ispromo',
];

export const FLAG_LABELS: Record<TPropertyFlag, string> = {
  isVisible: 'Visible',
  isBanner: 'Bannière',
  isANePasManquer: 'À ne pas manquer',
  isSelected: 'Sélection',
  ispromo: 'Promo',
};

export const FLAG_HELP: Record<TPropertyFlag, string> = {
  isVisible: 'Publié sur le site',
  isBanner: "Dans le bandeau de l'accueil",
  isANePasManquer: '« À ne pas manquer » sur l’accueil',
  isSelected: 'Dans les biens sélectionnés',
  ispromo: 'En promotion',
};
