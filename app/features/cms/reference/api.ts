// The option lists as staff manage them: /api/admin/reference/{list}[/{id}].
import type { TReferenceItem, TReferenceList } from '../../../../common/schemas/admin-reference.ts';
import { adminApi, type ApiBody } from '../api.ts';
import { REFERENCE_LIST_LABELS } from '../../../../common/staff-french/reference-list-labels.ts';
import { forgetReferenceOptions } from './options.ts';

export type { TReferenceItem, TReferenceList };

export function listReferenceItems(list: TReferenceList, signal?: AbortSignal) {
  return adminApi.GET('/api/admin/reference/{list}', { path: { list }, signal });
}

export async function createReferenceItem(
  list: TReferenceList,
  body: ApiBody<'post', '/api/admin/reference/{list}'>,
) {
  const item = await adminApi.POST('/api/admin/reference/{list}', { path: { list }, body });
  forgetReferenceOptions();
  return item;
}

export async function updateReferenceItem(
  list: TReferenceList,
  id: number,
  body: ApiBody<'patch', '/api/admin/reference/{list}/{id}'>,
) {
  const item = await adminApi.PATCH('/api/admin/reference/{list}/{id}', {
    path: { list, id },
    body,
  });
  forgetReferenceOptions();
  return item;
}

export async function deleteReferenceItem(list: TReferenceList, id: number) {
  // The answer also counts the properties that lost the id; the screen only needs the message.
  const answer = await adminApi.DELETE('/api/admin/reference/{list}/{id}', {
    path: { list, id },
  });
  forgetReferenceOptions();
  return answer;
}

export const LIST_LABELS: Record<TReferenceList, string> = REFERENCE_LIST_LABELS;

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
