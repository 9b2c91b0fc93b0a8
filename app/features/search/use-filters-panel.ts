// The filter panel is open while the address ends in #filters: the header's filter button can
// link to it, and on a phone the back button closes the panel instead of leaving the page.
// (The mobile drawer may also ask with location state `openFilters`: turned into the hash.)
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { afterNextPaint } from '../../ui/after-paint.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export const FILTERS_HASH = '#filters';
/** Location state the mobile drawer's filter button sets (features/layout/mobile-drawer.tsx). */
const OPEN_FILTERS_STATE = 'openFilters';
/**
 * Location state saying how the panel's entry came: 'pushed' by this page's button (closing goes
 * back to the entry before), or 'drawer' (the drawer's navigation: closing stays here).
 */
const ORIGIN_STATE = 'filtersOrigin';

type PanelState = Record<string, unknown> | null;

export function useFiltersPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const state = location.state as PanelState;
  const navigation = useNavigation();
  // The server never sees the hash: a visit that begins on #filters hydrates closed, as the
  // server drew it, and opens just after (opening during hydration would not match its HTML).
  const hydrated = useHydrated();
  // Leaving for a new search (Apply, Reset): closed at once, while the results load.
  const leaving = navigation.state !== 'idle' && navigation.location?.hash !== FILTERS_HASH;
  // The press opens the panel in its own frame: the address's #filters arrives through a router
  // transition, which React may hold back while a part of the page still waits to hydrate
  // (hydrate-later.tsx), and the visitor would wait for it. `pressedAt` is the location the
  // press happened on; as soon as the address moves on (to #filters, or elsewhere) it is
  // forgotten and the hash decides (a Back to that same location must not reopen it).
  const [pressedAt, setPressedAt] = useState<string | null>(null);
  if (pressedAt !== null && pressedAt !== location.key) setPressedAt(null);
  const pressed = pressedAt === location.key;
  const open = hydrated && (hash === FILTERS_HASH || pressed) && !leaving;

  useEffect(() => {
    if (state?.[OPEN_FILTERS_STATE] && !open) {
      void navigate(
        { pathname, search, hash: FILTERS_HASH },
        { replace: true, preventScrollReset: true, state: { [ORIGIN_STATE]: 'drawer' } },
      );
    }
  }, [state, open, pathname, search, navigate]);

  const openPanel = useCallback(() => {
    setPressedAt(location.key);
    // The address follows once the panel shows: its router update re-renders the page, which
    // the press's own frame need not wait for (the panel opens on `pressedAt` meanwhile).
    afterNextPaint(
      () =>
        void navigate(
          { pathname, search, hash: FILTERS_HASH },
          { state: { [ORIGIN_STATE]: 'pushed' }, preventScrollReset: true },
        ),
    );
  }, [navigate, pathname, search, location.key]);

  const closePanel = useCallback(() => {
    setPressedAt(null);
    if (state?.[ORIGIN_STATE] === 'pushed') void navigate(-1);
    else void navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, state]);

  /**
   * Leaves the panel for a new list address, in place of the panel's history entry (so Back
   * returns to the list as it was before the panel), unless the visit began on the panel.
   */
  const applyPanel = useCallback(
    (href: string) => {
      setPressedAt(null);
      void navigate(href, { replace: Boolean(state?.[ORIGIN_STATE]) });
    },
    [navigate, state],
  );

  return { open, openPanel, closePanel, applyPanel };
}
