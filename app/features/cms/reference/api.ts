// The option lists as staff manage them: /api/admin/reference/{list}[/{id}].
import type {
  TReferenceItem,
  TReferenceItemCreate,
  TReferenceItemUpdate,
  TReferenceList,
} from '../../../../common/schemas/admin-reference.ts';
import { REFERENCE_LISTS } from '../../../../common/reference-lists.ts';
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

export const LIST_LABELS = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.list, row.label]),
) as Record<TReferenceList, string>;

/** The back-office menu's order: the main lists first, the documents last. */
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
