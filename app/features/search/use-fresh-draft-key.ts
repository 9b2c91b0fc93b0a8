// The filter panel stays rendered while closed, with its draft of the search inside. The draft
// must start again from the current search at each opening: after a close (edits not applied
// are dropped) and after a new search. Rendering a fresh panel at the press would make the press
// wait for it, so it is rendered when the browser is idle after the change, in the background.
import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';

/**
 * The key to give the panel's body: it changes (remounting the body with a fresh draft) when
 * the browser is idle after a close or a new `search`, or at once if the panel opens first.
 */
export function useFreshDraftKey(search: string, open: boolean): string {
  const [closings, setClosings] = useState(0);
  const wanted = `${closings}:${search}`;
  const [prepared, setPrepared] = useState(wanted);
  const wasOpen = useRef(open);
  // Opened before the fresh body was ready: it is rendered now, the draft must be right.
  if (open && prepared !== wanted) setPrepared(wanted);

  useEffect(() => {
    if (wasOpen.current && !open) setClosings((count) => count + 1);
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (open || prepared === wanted) return;
    return whenIdle(() => startTransition(() => setPrepared(wanted)));
  }, [open, prepared, wanted]);

  return open ? wanted : prepared;
}
