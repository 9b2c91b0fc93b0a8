// How many wilayas there are (their ids run from 1 to it), apart from their list
// (common/wilayas.ts) so that the search address codec checks ids without loading the names.
export const WILAYA_COUNT = 58;
