// A list screen keeps its search, filters, sort and page in the address (reload, back button and
// shared links keep them). Changing a filter goes back to page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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

/** The API query of a list: the address's parameters that the list understands. */
export function pickQuery(url: string, keys: readonly string[]): Record<string, string> {
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
