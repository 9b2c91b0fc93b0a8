// How many communes there are (their ids run from 1 to it), apart from their list
// (common/communes.ts, about 90 KB) so that the search address codec checks ids without it.
export const COMMUNE_COUNT = 1541;
