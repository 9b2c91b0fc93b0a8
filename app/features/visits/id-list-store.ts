// A list of property ids kept in localStorage (no account needed), most recent first, shared by
// every component that shows it and kept in step across tabs (the `storage` event). The server
// render sees an empty list; the browser's list appears after hydration.
import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'id-list-change';
const EMPTY: readonly number[] = Object.freeze([]);

export interface IdListStore {
  key: string;
  read(): readonly number[];
  write(ids: readonly number[]): void;
  subscribe(onChange: () => void): () => void;
}

function parse(raw: string | null, max: number): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter(
      (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0,
    );
    return [...new Set(ids)].slice(0, max);
  } catch {
    return EMPTY;
  }
}

export function createIdListStore(key: string, max: number): IdListStore {
  // The same array for the same stored text: useSyncExternalStore needs a stable snapshot.
  let cachedRaw: string | null = null;
  let cached: readonly number[] = EMPTY;
  const read = () => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY; // storage disabled: nothing kept
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw, max);
    }
    return cached;
  };
  return {
    key,
    read,
    write(ids) {
      try {
        window.localStorage.setItem(key, JSON.stringify([...new Set(ids)].slice(0, max)));
      } catch {
        // Full or disabled storage: the change lives until the page is left.
      }
      window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      const onLocal = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(CHANGE_EVENT, onLocal);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(CHANGE_EVENT, onLocal);
      };
    },
  };
}

export function useIdList(store: IdListStore): readonly number[] {
  return useSyncExternalStore(store.subscribe, store.read, () => EMPTY);
}
