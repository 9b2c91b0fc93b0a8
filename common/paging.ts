// The limits of paging, one set for the public API, the back-office API and the search address.
// No Zod here: the browser's search codec (common/search-query.ts) reads them too.

/**
 * Largest page number any list accepts (decision 0026). At the largest page size it reaches a
 * million rows, the catalogue size the benchmarks run at; a deeper offset only walks the index
 * to answer an empty page.
 */
export const MAX_PAGE = 10_000;

/** Largest page size of a list. */
export const MAX_LIMIT = 100;
