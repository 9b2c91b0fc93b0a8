// The properties chosen for comparison: ids in localStorage.compare, kept on the device like the
// favourites, in the order they were added (the compare page's columns), at most four: a fifth
// is refused rather than silently pushing out the first.
import { createIdListStore, useIdList } from './id-list-store.ts';

export const MAX_COMPARED = 4;
export const compareStore = createIdListStore('compare', MAX_COMPARED);

export function useComparedIds(): readonly number[] {
  return useIdList(compareStore);
}

/** Adds or removes a property; answers false when the list is full and nothing changed. */
export function toggleCompared(id: number): boolean {
  const ids = compareStore.read();
  if (ids.includes(id)) {
    compareStore.write(ids.filter((other) => other !== id));
    return true;
  }
  if (ids.length >= MAX_COMPARED) return false;
  compareStore.write([...ids, id]);
  return true;
}

export function removeCompared(id: number): void {
  compareStore.write(compareStore.read().filter((other) => other !== id));
}

/** The compare page's address for these ids. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare';
}
