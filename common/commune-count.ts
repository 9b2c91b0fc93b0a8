// How many communes there are (their ids run from 1 to it), apart from their list
// (common/communes.ts, about 90 KB) so that the search address codec checks ids without it.
export const COMMUNE_COUNT = 1541;

/** Most communes one request for their names asks (GET /api/places/communes): a page names a
 * few, never the whole list. */
export const MAX_COMMUNE_NAME_IDS = 50;
