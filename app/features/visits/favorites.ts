// Favourites: property ids in localStorage.favorites. Each add or remove is also counted on the
// server, anonymously (POST /api/properties/{id}/favorite), for the back-office's "most
// favourited"; a failed count never blocks the heart.
import { createIdListStore, useIdList } from './id-list-store.ts';

export const MAX_FAVORITES = 100;
export const favoritesStore = createIdListStore('favorites', MAX_FAVORITES);

export function useFavorites(): readonly number[] {
  return useIdList(favoritesStore);
}

function report(id: number, action: 'add' | 'remove') {
  void fetch(`/api/properties/${id}/favorite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
    keepalive: true,
  }).catch(() => {});
}

/** Adds or removes a favourite; answers whether it is now a favourite. */
export function toggleFavorite(id: number): boolean {
  const ids = favoritesStore.read();
  const adding = !ids.includes(id);
  favoritesStore.write(adding ? [id, ...ids] : ids.filter((other) => other !== id));
  report(id, adding ? 'add' : 'remove');
  return adding;
}
