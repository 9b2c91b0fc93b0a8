// Recently viewed properties: ids in localStorage.recentlyViewed, the latest first, for the home
// page's "recently viewed" row. Recorded by the property page once it shows in the browser.
import { useEffect } from 'react';
import { createIdListStore, useIdList } from './id-list-store.ts';

export const MAX_RECENTLY_VIEWED = 12;
export const recentlyViewedStore = createIdListStore('recentlyViewed', MAX_RECENTLY_VIEWED);

export function useRecentlyViewed(): readonly number[] {
  return useIdList(recentlyViewedStore);
}

export function useRecordView(id: number): void {
  useEffect(() => {
    const ids = recentlyViewedStore.read();
    if (ids[0] === id) return;
    recentlyViewedStore.write([id, ...ids.filter((other) => other !== id)]);
  }, [id]);
}
