// The details pages' notices (link copied, share failed…). Sonner and its toaster (≈ 9 KB gzip)
// are fetched with the first notice, not with the page: `notify` asks for the toaster, which
// `PageToaster` then mounts, and sonner replays to it the notices raised before it was there.
// Their own toaster id, so they show once even if the site's frame gets a toaster of its own.
import { useSyncExternalStore } from 'react';

export const PAGE_TOASTER_ID = 'page';

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notice has been raised on this page, so the toaster must be there. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Shows a notice in the page's toaster. */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('sonner');
  toast[kind](message, { toasterId: PAGE_TOASTER_ID });
}
