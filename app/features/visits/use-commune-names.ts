// The names of the communes the saved searches hold, asked of GET /api/places/communes in one
// request: the page never loads the communes' list (about 90 KB) for a few chips. Until the
// answer comes, or when it fails, the map is empty and the descriptions read as before.
import { useEffect, useState } from 'react';
import type { Language } from '../../../common/languages.ts';
import { MAX_COMMUNE_NAME_IDS } from '../../../common/commune-count.ts';
import type { TCommuneNameList } from '../../../common/schemas/places.ts';
import { parseSearchQuery } from '../../../common/search-query.ts';
import type { SavedSearch } from './saved-searches.ts';

/** Commune id (as the address writes it) → name in the page's language. */
export type CommuneNames = Readonly<Record<string, string>>;

const NONE: CommuneNames = Object.freeze({});

/** The communes the searches hold, sorted: the same searches ask the same (cached) address. */
export function communeIdsOf(searches: readonly SavedSearch[]): string[] {
  const ids = new Set<string>();
  for (const search of searches) {
    for (const id of parseSearchQuery(new URLSearchParams(search.query)).lists.communes)
      ids.add(id);
  }
  return [...ids].sort((a, b) => Number(a) - Number(b)).slice(0, MAX_COMMUNE_NAME_IDS);
}

export function useCommuneNames(
  searches: readonly SavedSearch[],
  language: Language,
): CommuneNames {
  const key = communeIdsOf(searches).join(',');
  const [answer, setAnswer] = useState<{ key: string; names: CommuneNames }>({
    key: '',
    names: NONE,
  });
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const params = new URLSearchParams({ ids: key, locale: language });
    fetch(`/api/places/communes?${params}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as TCommuneNameList;
        const names = Object.fromEntries(body.data.map((c) => [String(c.id), c.name]));
        setAnswer({ key: `${language}:${key}`, names });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The descriptions keep the wilaya's chip: nothing to tell the visitor.
        console.warn('commune names', error);
      });
    return () => controller.abort();
  }, [key, language]);
  // Names asked for other searches or another language are not these: shown as before.
  return answer.key === `${language}:${key}` ? answer.names : NONE;
}
