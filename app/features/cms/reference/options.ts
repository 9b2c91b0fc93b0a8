// The option lists a property links to (types, statuses, amenities…), French names, for the
// forms and the table. Read from GET /api/properties/filter (no browser cache: staff may have just
// renamed an item) and kept for a minute; the reference screen clears it after an edit.
import { REFERENCE_LISTS, type TReferenceList } from '../../../../common/reference-lists.ts';
import type { TDocumentCategory } from '../../../../common/schemas/reference.ts';
import { ApiError, apiUrl, readAnswer, type ApiAnswer } from '../api.ts';
import { statusMessage } from '../../../../common/staff-french/error-texts.ts';

export interface RefOption {
  id: number;
  name: string;
  category?: TDocumentCategory;
}

export type RefLists = Record<TReferenceList, RefOption[]>;

export const DOCUMENT_CATEGORY_LABELS: Record<TDocumentCategory, string> = {
  property: 'Propriété',
  cadastral: 'Cadastre',
  administration: 'Administration',
  fiscal: 'Fiscalité',
  construction: 'Construction',
  other: 'Autres',
};

type TFilterOptions = ApiAnswer<'get', '/api/properties/filter'>;

const TTL = 60_000;
let cache: { at: number; lists: Promise<RefLists> } | null = null;

async function fetchLists(): Promise<RefLists> {
  let response: Response;
  try {
    response = await fetch(apiUrl.GET('/api/properties/filter', { query: { locale: 'fr' } }), {
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, statusMessage(0));
  }
  if (!response.ok) throw new ApiError(response.status, statusMessage(response.status));
  const options = await readAnswer<TFilterOptions>(response);
  const map = (items: TFilterOptions['types']): RefOption[] =>
    items.map((item) => ({ id: Number(item.id), name: item.name_fr || item.name }));
  const lists = Object.fromEntries(
    REFERENCE_LISTS.map(({ list }) => [list, map(options[list] ?? [])]),
  ) as RefLists;
  return {
    ...lists,
    associated_documents: options.associated_documents.map((item) => ({
      id: Number(item.id),
      name: item.name_fr || item.name,
      category: item.category,
    })),
  };
}

export function referenceOptions(): Promise<RefLists> {
  if (cache && Date.now() - cache.at < TTL) return cache.lists;
  const lists = fetchLists();
  cache = { at: Date.now(), lists };
  lists.catch(() => {
    cache = null;
  });
  return lists;
}

export function forgetReferenceOptions(): void {
  cache = null;
}

/** id → name of one list, for showing a property's ids. */
export function namesOf(options: RefOption[]): Map<number, string> {
  return new Map(options.map((option) => [option.id, option.name]));
}
