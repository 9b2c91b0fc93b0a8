// Code behind a control (a dialog, a drawer, a panel) is fetched on the first sign of interest
// in the control — pointed at, focused or pressed — not with the page (docs/performance.md,
// JavaScript budget): by the time the press ends, the code is usually there.
import { useCallback, useState } from 'react';

/**
 * `wanted` turns true for good at the first sign of interest; spread `handlers` on the control
 * and call `show` from its press too.
 */
export function useInterest() {
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => setWanted(true), []);
  return { wanted, show, handlers: { onPointerEnter: show, onFocus: show } };
}
