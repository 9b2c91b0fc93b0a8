// Properties in the back-office: /api/admin/property… (docs/admin-api.md).
import type { TAdminProperty, TPropertyFlag } from '../../../../common/schemas/admin-property.ts';
import { adminFetch, type Paged, type QueryValue } from '../api.ts';

export type PropertyPayload = Record<string, unknown>;

export function listProperties(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return adminFetch<Paged<TAdminProperty>>('/property', { query, signal });
}

export function getProperty(id: number | string, signal?: AbortSignal) {
  return adminFetch<TAdminProperty>(`/property/${id}`, { signal });
}

export function createProperty(body: PropertyPayload) {
  return adminFetch<TAdminProperty>('/property', { method: 'POST', body });
}

export function updateProperty(id: number, body: PropertyPayload) {
  return adminFetch<TAdminProperty>(`/property/${id}`, { method: 'PATCH', body });
}

export function deleteProperty(id: number) {
  return adminFetch<{ message: string }>(`/property/${id}`, { method: 'DELETE' });
}

export function toggleProperty(id: number, field: TPropertyFlag) {
  return adminFetch<{ id: number; field: TPropertyFlag; value: boolean }>(
    `/property/${id}/toggle/${field}`,
    { method: 'PATCH' },
  );
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
