// Properties in the back-office: /api/admin/property… (docs/admin-api.md).
import type { TPropertyFlag } from '../../../../common/schemas/admin-property.ts';
import { adminApi, type ApiBody, type ApiQuery } from '../api.ts';

/** The bodies as the admin API validates them (POST and PATCH /property). */
export type TPropertyCreateBody = ApiBody<'post', '/api/admin/property'>;
export type TPropertyUpdateBody = ApiBody<'patch', '/api/admin/property/{id}'>;

export function listProperties(
  query: ApiQuery<'get', '/api/admin/property'>,
  signal?: AbortSignal,
) {
  return adminApi.GET('/api/admin/property', { query, signal });
}

export function getProperty(id: number, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/property/{id}', { path: { id }, signal });
}

export function createProperty(body: TPropertyCreateBody) {
  return adminApi.POST('/api/admin/property', { body });
}

export function updateProperty(id: number, body: TPropertyUpdateBody) {
  return adminApi.PATCH('/api/admin/property/{id}', { path: { id }, body });
}

export function deleteProperty(id: number) {
  return adminApi.DELETE('/api/admin/property/{id}', { path: { id } });
}

export function toggleProperty(id: number, field: TPropertyFlag) {
  return adminApi.PATCH('/api/admin/property/{id}/toggle/{field}', { path: { id, field } });
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
