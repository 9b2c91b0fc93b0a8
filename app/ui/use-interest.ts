// Code behind a control (a dialog, a drawer, a panel) is fetched on the first sign of interest
// in the control — pointed at, focused or pressed — not with the page (docs/performance.md,
// JavaScript budget): by the time the press ends, the code is usually there.
import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * `wanted` turns true for good at the first sign of interest; spread `handlers` on the control
 * and call `show` from its press too. With `idle`, interest is also assumed once the browser is
 * idle after hydration: for the page's main control on a phone, where a tap gives no warning
 * (no hover) and fetching its code on the tap itself keeps the first press waiting.
 */
export function useInterest({ idle = false }: { idle?: boolean } = {}) {
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => setWanted(true), []);
  useEffect(() => (idle ? whenIdle(show) : undefined), [idle, show]);
  return { wanted, show, handlers: { onPointerEnter: show, onFocus: show } };
}
