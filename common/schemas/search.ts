// The search parameters of GET /api/properties (docs/api.md, "The search"), and of the other
// public lists (banner, similar). Query strings in, typed values out: ids lists become number[],
// numbers are coerced, empty values are ignored, a min above its max is a 400.
import { z } from 'zod';
import {
  DEFAULT_SORT,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_CAP,
  SORT_ORDERS,
  type SortOrder,
} from '../search-query.ts';
import {
  REFERENCE_LISTS,
  type TReferenceList,
  type TReferenceListParam,
} from '../reference-lists.ts';
import { COMMUNE_COUNT } from '../commune-count.ts';
import { WILAYA_COUNT } from '../wilaya-count.ts';
import { withRangeChecks } from './record-rules.ts';
import { areaFilterShape } from './search-area.ts';
import {
  limitParam,
  queryFlag,
  queryIdList,
  queryNumber,
  ZIdSchema,
  ZLocaleParamSchema,
  ZPageParamSchema,
} from './primitives.ts';

// The API's names for the sort orders and page size that the page's address uses: one list, kept
// with the address codec (common/search-query.ts), which the browser loads without Zod.
export const ORDER_BY = SORT_ORDERS;
export type TOrderBy = SortOrder;
export const DEFAULT_ORDER_BY: TOrderBy = DEFAULT_SORT;
export const DEFAULT_PAGE_SIZE = SEARCH_PAGE_SIZE;

/**
 * A search counts at most this many matches on the request path (a walk that stops early); above
 * it the total is exact only once a background count has filled the catalogue cache, and until
 * then the answer says "at least" (total_exact: false). See decision 0020. Kept with the address
 * codec too, for the pages' "more than 1,000" without Zod in the browser.
 */
export const TOTAL_CAP = SEARCH_TOTAL_CAP;

/** The largest values a filter takes (the typed search request, search-request.ts, too). */
export const MAX_PRICE = 1e13; // dinars: far above any real listing, far below bigint's limit
export const MAX_AREA = 1e9; // m²
export const MAX_COUNT = 1000; // rooms, floors... (smallint columns)

const price = (what: string) =>
  queryNumber({ max: MAX_PRICE, int: true, description: `${what} (DZD)` });
const area = (what: string) => queryNumber({ max: MAX_AREA, description: `${what} (m²)` });
const count = (what: string) => queryNumber({ max: MAX_COUNT, int: true, description: what });

/** Each reference list's parameter in the OpenAPI document (here, not in the pages' table). */
const LIST_DESCRIPTIONS: Record<TReferenceList, string> = {
  types: 'Property types',
  states: 'Property states',
  statuses: 'Property statuses',
  furnished_types: 'Furnished types',
  commodities: 'Commodities',
  security_accessibilities: 'Security and accessibility',
  associated_documents: 'Associated documents',
  proximities: 'Proximities',
  views: 'Views',
  other_characteristics: 'Other characteristics',
};

/** Any of these ids, one parameter per reference list (common/reference-lists.ts). */
const referenceListParams = Object.fromEntries(
  REFERENCE_LISTS.map((row) => [row.apiParam, queryIdList(LIST_DESCRIPTIONS[row.list])]),
) as Record<TReferenceListParam, ReturnType<typeof queryIdList>>;

/**
 * Every filter of the public search, as a plain shape so other schemas (the back-office list)
 * can extend it; wrap it with `withRangeChecks` to reject a min above its max.
 */
export const propertyFilterShape = {
  text: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
    )
    .meta({
      description:
        'Keyword(s): every word must appear in the name, address, city, wilaya or description, ' +
        'in any language, ignoring case and accents',
    }),
  ...referenceListParams,
  wilayas: queryIdList('Wilayas (1 to 58)', WILAYA_COUNT),
  communes: queryIdList(
    `Communes (1 to ${COMMUNE_COUNT}, the official numbering). Places add up: a listing in one ` +
      'of these communes or in one of `wilayas`, where a wilaya holding one of these communes ' +
      'is narrowed to them',
    COMMUNE_COUNT,
  ),
  min_price: price('Lowest price; the promotional price counts while the promotion runs'),
  max_price: price('Highest price; the promotional price counts while the promotion runs'),
  min_land_area: area('Smallest land area'),
  max_land_area: area('Largest land area'),
  min_living_area: area('Smallest living area'),
  max_living_area: area('Largest living area'),
  min_price_per_m2: price('Lowest price per m²'),
  max_price_per_m2: price('Highest price per m²'),
  min_lat: queryNumber({ min: -90, max: 90, description: 'Map bounds: south' }),
  max_lat: queryNumber({ min: -90, max: 90, description: 'Map bounds: north' }),
  min_lng: queryNumber({ min: -180, max: 180, description: 'Map bounds: west' }),
  max_lng: queryNumber({ min: -180, max: 180, description: 'Map bounds: east' }),
  ...areaFilterShape,
  min_bedrooms: count('At least this many bedrooms (the 6+ picker choice)'),
  max_bedrooms: count('At most this many bedrooms (the 0-5 picker choices)'),
  min_bathrooms: count('At least this many bathrooms'),
  max_bathrooms: count('At most this many bathrooms'),
  min_rooms: count('At least this many rooms'),
  max_rooms: count('At most this many rooms'),
  min_floors: count('At least this many floors'),
  max_floors: count('At most this many floors'),
  ispromo: queryFlag('true: only properties whose promotion is running (false: no filter)'),
  isANePasManquer: queryFlag('true: only "must-see" properties (false: no filter)'),
  isSelected: queryFlag('true: only hand-picked properties (false: no filter)'),
  verified: queryFlag('true: only properties whose documents staff checked (false: no filter)'),
};

export const ZOrderBySchema = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ORDER_BY, { error: `must be one of ${ORDER_BY.join(', ')}` }).default(DEFAULT_ORDER_BY),
  )
  .meta({ description: `Sort order (default ${DEFAULT_ORDER_BY})` });

export const ZPropertySearchQuerySchema = withRangeChecks(
  z.object({
    locale: ZLocaleParamSchema,
    ...propertyFilterShape,
    order_by: ZOrderBySchema,
    page: ZPageParamSchema,
    limit: limitParam(DEFAULT_PAGE_SIZE),
  }),
);
export type TPropertySearchQuery = z.output<typeof ZPropertySearchQuerySchema>;
/** The filters alone (what the search, the count and the back-office list share). */
export type TPropertyFilters = Omit<TPropertySearchQuery, 'locale' | 'order_by' | 'page' | 'limit'>;

export const BANNER_PAGE_SIZE = 6;

export const ZBannerQuerySchema = z.object({
  salt: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .max(64, { error: 'must be at most 64 characters' })
        .regex(/^[\w.-]+$/, { error: 'may hold only letters, digits, dots, dashes, underscores' })
        .optional(),
    )
    .meta({
      description:
        'Any short string: the same salt always gives the same shuffled order, so pages neither ' +
        'repeat nor skip items. Without it, the newest first.',
    }),
  locale: ZLocaleParamSchema,
  page: ZPageParamSchema,
  limit: limitParam(BANNER_PAGE_SIZE),
});
export type TBannerQuery = z.output<typeof ZBannerQuerySchema>;

export const SIMILAR_LIMIT = 6;

export const ZSimilarQuerySchema = z.object({
  property_id: ZIdSchema.meta({ description: 'The property to find neighbours of' }),
  locale: ZLocaleParamSchema,
});
export type TSimilarQuery = z.output<typeof ZSimilarQuerySchema>;
