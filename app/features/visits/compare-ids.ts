// The compare page's address: `?ids=3,8,12`. Anything that is not a plain positive id is ignored,
// repeats count once, and only the first four are kept (the rest is reported, not lost silently).
import { MAX_COMPARED } from './compare-list.ts';

export interface RequestedIds {
  ids: number[];
  /** More than four were asked for. */
  truncated: boolean;
}

export function readCompareIds(raw: string | null): RequestedIds {
  const all = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,9}$/.test(part))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ];
  return { ids: all.slice(0, MAX_COMPARED), truncated: all.length > MAX_COMPARED };
}
