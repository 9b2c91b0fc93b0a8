// The filter option lists kept in localStorage.filters with the time they were read (valid for one
// hour, docs/product.md "Small constants"). The list pages bring fresh lists with their data and
// refresh the copy; other screens may read it to build a search without asking the server.
import { useEffect } from 'react';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';

export const FILTERS_CACHE_KEY = 'filters';
export const FILTERS_CACHE_MS = 60 * 60 * 1000;

interface CachedFilters {
  timestamp: number;
  data: TFilterOptions;
}

/** The cached lists when they are less than an hour old. */
export function readCachedFilters(now = Date.now()): TFilterOptions | null {
  try {
    const raw = localStorage.getItem(FILTERS_CACHE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedFilters;
    if (typeof cached.timestamp !== 'number' || now - cached.timestamp > FILTERS_CACHE_MS) {
      return null;
    }
    return cached.data;
  } catch {
    return null;
  }
}

/** Stores the lists the page received, unless the same fresh copy is already there. */
export function useFiltersCache(options: TFilterOptions) {
  useEffect(() => {
    try {
      const cached = readCachedFilters();
      if (cached && JSON.stringify(cached) === JSON.stringify(options)) return;
      const entry: CachedFilters = { timestamp: Date.now(), data: options };
      localStorage.setItem(FILTERS_CACHE_KEY, JSON.stringify(entry));
    } catch {
      // Private browsing or a full storage: the page works without the copy.
    }
  }, [options]);
}
