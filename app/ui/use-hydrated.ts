import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during the server render and hydration, true afterwards (client-only widgets). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
