// The option lists as staff manage them: /api/admin/reference/{list}[/{id}].
import type { z } from 'zod';
import type {
  ZReferenceItemCreateSchema,
  ZReferenceItemUpdateSchema,
} from '../../../../common/schemas/admin-reference.ts';
import {
  ZReferenceItemSchema,
  ZReferenceListResponseSchema,
  type TReferenceItem,
  type TReferenceList,
} from '../../../../common/schemas/admin-reference.ts';
import { adminFetch } from '../api.ts';
import { REFERENCE_LISTS } from '../../../../common/reference-lists.ts';
import { REFERENCE_LIST_WORDS } from '../../../../common/reference-list-words.ts';
import { forgetReferenceOptions } from './options.ts';
import { ZMessageAnswerSchema } from '../../../../common/schemas/primitives.ts';

export type { TReferenceItem, TReferenceList };

export function listReferenceItems(list: TReferenceList, signal?: AbortSignal) {
  return adminFetch(ZReferenceListResponseSchema, `/reference/${list}`, { signal });
}

export async function createReferenceItem(
  list: TReferenceList,
  body: z.input<typeof ZReferenceItemCreateSchema>,
) {
  const item = await adminFetch(ZReferenceItemSchema, `/reference/${list}`, {
    method: 'POST',
    body,
  });
  forgetReferenceOptions();
  return item;
}

export async function updateReferenceItem(
  list: TReferenceList,
  id: number,
  body: z.input<typeof ZReferenceItemUpdateSchema>,
) {
  const item = await adminFetch(ZReferenceItemSchema, `/reference/${list}/${id}`, {
    method: 'PATCH',
    body,
  });
  forgetReferenceOptions();
  return item;
}

export async function deleteReferenceItem(list: TReferenceList, id: number) {
  // The answer also counts the properties that lost the id; the screen only needs the message.
  const answer = await adminFetch(ZMessageAnswerSchema, `/reference/${list}/${id}`, {
    method: 'DELETE',
  });
  forgetReferenceOptions();
  return answer;
}

export const LIST_LABELS = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.list, REFERENCE_LIST_WORDS[row.list].label]),
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
