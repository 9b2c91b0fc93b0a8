// The free estimate of an owner's property (issue 36, decision 0064): GET /api/estimate and the
// /estimate page. The answer is the spread of the comparable listings' prices, never one figure
// invented from too few of them.
import { z } from 'zod';
import { WILAYA_COUNT } from '../wilaya-count.ts';
import { blankToUndefined, queryNumber, ZIdSchema, ZLocaleParamSchema } from './primitives.ts';

export const ESTIMATE_KINDS = ['sell', 'rent'] as const;
export type TEstimateKind = (typeof ESTIMATE_KINDS)[number];

/** Where the comparables were found, from the nearest: the commune, the wilaya, its neighbours. */
export const ESTIMATE_SCOPES = ['commune', 'wilaya', 'neighbours'] as const;
export type TEstimateScope = (typeof ESTIMATE_SCOPES)[number];

/** Below this many comparables no figure is given (`available: false`). */
export const ESTIMATE_MIN_COMPARABLES = 5;

/** The largest values the form takes (the table's columns hold far more). */
const MAX_AREA_M2 = 1_000_000;
const MAX_ROOMS = 100;

export const ZEstimateKindSchema = z.enum(ESTIMATE_KINDS, { error: 'must be sell or rent' });

export const ZEstimateQuerySchema = z.object({
  kind: z
    .preprocess(blankToUndefined, ZEstimateKindSchema)
    .meta({ description: 'sell: a sale price; rent: a monthly rent' }),
  type: z
    .preprocess(blankToUndefined, ZIdSchema)
    .meta({ description: 'A property type id (GET /api/reference/filters, `types`)' }),
  wilaya: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(WILAYA_COUNT, { error: `must be at most ${WILAYA_COUNT}` }),
    )
    .meta({ description: `The wilaya's number (1 to ${WILAYA_COUNT})` }),
  commune: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).meta({
    description:
      'The commune (town) as listings name it, in any language; ignoring case, accents and Arabic letter variants',
  }),
  living_area: queryNumber({ max: MAX_AREA_M2, description: 'Living area (m²)' }),
  land_area: queryNumber({ max: MAX_AREA_M2, description: 'Land area (m²)' }),
  rooms: queryNumber({
    max: MAX_ROOMS,
    int: true,
    description: 'Rooms: comparables then have one room more or less at most',
  }),
  locale: ZLocaleParamSchema,
});
export type TEstimateQueryInput = z.input<typeof ZEstimateQuerySchema>;
export type TEstimateQuery = z.output<typeof ZEstimateQuerySchema>;

const ZRangeSchema = z.object({
  low: z.number().int().meta({ description: 'First quartile (DZD)' }),
  median: z.number().int().meta({ description: 'Median (DZD)' }),
  high: z.number().int().meta({ description: 'Third quartile (DZD)' }),
});
export type TEstimateRange = z.infer<typeof ZRangeSchema>;

export const ZEstimateSchema = z.object({
  available: z.boolean().meta({
    description: `false below ${ESTIMATE_MIN_COMPARABLES} comparables: no figure is given`,
  }),
  comparables: z
    .number()
    .int()
    .meta({ description: 'How many listings the figures are taken from' }),
  scope: z.enum(ESTIMATE_SCOPES).meta({
    description:
      'Where the comparables are: the commune, the whole wilaya, or the wilaya and its nearest ' +
      'neighbours (the widest scope tried when none had enough)',
  }),
  wilayas: z
    .array(z.number().int())
    .meta({ description: 'The wilayas of the scope (the first is the one asked for)' }),
  price: ZRangeSchema.nullable().meta({
    description:
      'The price range: quartiles of price per m² times the area given, else of the prices; ' +
      'null when not available',
  }),
  price_per_m2: ZRangeSchema.nullable().meta({
    description: 'Quartiles of the comparables’ price per m²; null when not available',
  }),
});
export type TEstimate = z.infer<typeof ZEstimateSchema>;
