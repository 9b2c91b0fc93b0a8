// The cards of a list of ids, fetched in the browser from GET /api/properties/by-ids in the
// page's language. `ready` turns true once the answer (or an error) is in.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyCard } from '../../../common/schemas/property.ts';

export interface CardsState {
  ready: boolean;
  cards: TPropertyCard[];
  failed: boolean;
}

export function useCards(ids: readonly number[], enabled = true): CardsState {
  const { i18n } = useTranslation();
  const [state, setState] = useState<CardsState>({ ready: false, cards: [], failed: false });
  const key = ids.join(',');
  const locale = i18n.language;
  useEffect(() => {
    if (!enabled) return;
    if (key === '') {
      setState({ ready: true, cards: [], failed: false });
      return;
    }
    const controller = new AbortController();
    const params = new URLSearchParams({ ids: key, locale });
    fetch(`/api/properties/by-ids?${params}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data: TPropertyCard[] };
        setState({ ready: true, cards: body.data, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('property cards', error);
        setState((previous) => ({ ...previous, ready: true, failed: true }));
      });
    return () => controller.abort();
  }, [key, locale, enabled]);
  return state;
}
