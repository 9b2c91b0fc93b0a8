// The option lists as staff manage them: /api/admin/reference/{list}[/{id}].
import type {
  TReferenceItem,
  TReferenceItemCreate,
  TReferenceItemUpdate,
  TReferenceList,
} from '../../../../common/schemas/admin-reference.ts';
import { adminFetch, type Paged } from '../api.ts';
import { forgetReferenceOptions } from './options.ts';

export type { TReferenceItem, TReferenceList };

export function listReferenceItems(list: TReferenceList, signal?: AbortSignal) {
  return adminFetch<Paged<TReferenceItem>>(`/reference/${list}`, { signal });
}

export async function createReferenceItem(list: TReferenceList, body: TReferenceItemCreate) {
  const item = await adminFetch<TReferenceItem>(`/reference/${list}`, { method: 'POST', body });
  forgetReferenceOptions();
  return item;
}

export async function updateReferenceItem(
  list: TReferenceList,
  id: number,
  body: TReferenceItemUpdate,
) {
  const item = await adminFetch<TReferenceItem>(`/reference/${list}/${id}`, {
    method: 'PATCH',
    body,
  });
  forgetReferenceOptions();
  return item;
}

export async function deleteReferenceItem(list: TReferenceList, id: number) {
  const answer = await adminFetch<{ message: string }>(`/reference/${list}/${id}`, {
    method: 'DELETE',
  });
  forgetReferenceOptions();
  return answer;
}

export const LIST_LABELS: Record<TReferenceList, string> = {
  types: 'Types de bien',
  statuses: 'Statuts',
  states: 'États',
  furnished_types: 'Ameublement',
  commodities: 'Commodités',
  security_accessibilities: 'Sécurité et accessibilité',
  views: 'Vues',
  proximities: 'À proximité',
  other_characteristics: 'Autres caractéristiques',
  associated_documents: 'Documents',
};

export const LIST_ORDER: TReferenceList[] = [
  'types',
  'statuses',
  'states',
  'furnished_types',
  'commodities',
  'security_accessibilities',
  'views',
  'proximities',
  'other_characteristics',
  'associated_documents',
];
