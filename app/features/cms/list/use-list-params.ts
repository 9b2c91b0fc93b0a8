// A list screen keeps its search, filters, sort and page in the address (reload, back button and
// shared links keep them). Changing a filter goes back to page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiQuery, PathWith } from '../api.ts';

export type ListPatch = Record<string, string | number | null | undefined>;

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: ListPatch, { keepPage = false }: { keepPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** The names of the query parameters of GET `path` (the OpenAPI document's). */
export type QueryKey<P extends PathWith<'get'>> = keyof ApiQuery<'get', P> & string;

/**
 * The API query of a list: the address's parameters that the list understands, as text (the
 * server reads numbers and flags from text, and answers a bad one with its French error). The
 * names are checked against the list's path: `pickQuery<'/api/admin/leads'>(url, ['status'])`.
 */
export function pickQuery<P extends PathWith<'get'>>(
  url: string,
  keys: readonly NoInfer<QueryKey<P>>[],
): Record<string, string> {
  const params = new URL(url).searchParams;
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  return query;
}

export function pageOf(params: URLSearchParams, key = 'page'): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
