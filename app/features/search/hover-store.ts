// Which property the pointer is on, shared by the cards and the map markers: hovering a card
// lights its marker up, and the other way round. A tiny store so that only the card and the
// marker concerned re-render, not the whole list.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface HoverStore {
  get: () => number | null;
  set: (id: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createHoverStore(): HoverStore {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(id) {
      if (id === current) return;
      current = id;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const HoverContext = createContext<HoverStore>(createHoverStore());

export function useHoverStore(): HoverStore {
  return useContext(HoverContext);
}

export function useIsHovered(id: number): boolean {
  const store = useHoverStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.get() === id,
    () => false,
  );
}

export function useHoveredId(): number | null {
  const store = useHoverStore();
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
