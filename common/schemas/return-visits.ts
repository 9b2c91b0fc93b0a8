// What brings visitors back (issue 12, "return visits"): favourites and recently viewed cards
// read by id, the anonymous favourite counts, the price-per-m² context of a property, and saved
// searches with e-mail alerts. Shared by the API (validation, OpenAPI) and the pages.
import { z } from 'zod';
import { ZLocaleParamSchema, ZLocaleSchema, queryIdList } from './primitives.ts';

/** Most cards a visitor's favourites or recently viewed list asks for at once. */
export const MAX_CARD_IDS = 100;

export const ZCardsByIdQuerySchema = z.object({
  ids: queryIdList('The properties wanted, in the order to answer them').refine(
    (ids) => ids === undefined || ids.length <= MAX_CARD_IDS,
    { message: `must hold at most ${MAX_CARD_IDS} ids` },
  ),
  locale: ZLocaleParamSchema,
});
export type TCardsByIdQuery = z.output<typeof ZCardsByIdQuerySchema>;

export const ZFavoriteActionSchema = z.object({
  action: z.enum(['add', 'remove'], { error: 'must be add or remove' }),
});
export type TFavoriteAction = z.output<typeof ZFavoriteActionSchema>;

export const ZFavoriteCountSchema = z.object({ favorites: z.number().int() });

/** The price per m² of a property against the median of its type in its wilaya. */
export const ZPriceContextSchema = z.object({
  /** Enough comparables (at least MIN_COMPARABLES): the fields below are meaningful. */
  available: z.boolean(),
  comparables: z.number().int(),
  median_price_per_m2: z.number().nullable(),
  price_per_m2: z.number().nullable(),
  /** (price_per_m2 - median) / median, in percent, rounded; null without a comparison. */
  difference_percent: z.number().nullable(),
  type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  wilaya: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * Where the comparables are: the property's wilaya, or — when it has too few — the whole
   * country (the same type and status everywhere), which the page says in so many words.
   */
  scope: z.enum(['wilaya', 'country']),
});
export type TPriceContext = z.infer<typeof ZPriceContextSchema>;
export const MIN_COMPARABLES = 5;

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const SEARCH_KINDS = ['sell', 'rent', 'both'] as const;

export const ZSavedSearchInputSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(254, { error: 'is too long' })
    .pipe(z.email({ error: 'must be an e-mail address' })),
  /** The list page's query string (its own keys: minPrice, type, wilayas…), without the `?`. */
  query: z.string().max(2000, { error: 'is too long' }).default(''),
  kind: z.enum(SEARCH_KINDS, { error: 'must be sell, rent or both' }).default('both'),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'must be instant or daily' }).default('daily'),
  locale: ZLocaleSchema.default('fr'),
  /** Honeypot: people never fill it. */
  website: z.string().max(200).optional(),
});
export type TSavedSearchInput = z.output<typeof ZSavedSearchInputSchema>;

export const ZTokenSchema = z.object({
  token: z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a valid link' }),
});

/** GET /api/admin/stat/favorites: the dashboard's "most favourited" and alert counts. */
export const ZFavoriteStatsSchema = z.object({
  top: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      favorites: z.number().int(),
      adds: z.number().int(),
      removes: z.number().int(),
      is_visible: z.boolean(),
    }),
  ),
  total_favorites: z.number().int(),
  favorited_properties: z.number().int(),
  alerts: z.object({ active: z.number().int(), pending: z.number().int() }),
});
export type TFavoriteStats = z.infer<typeof ZFavoriteStatsSchema>;
