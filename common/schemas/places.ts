// The names of given communes (GET /api/places/communes): a page that holds commune ids but not
// their list (about 90 KB, common/communes.ts) asks for the few it shows, such as the favourites
// page describing the searches saved on the device.
import { z } from 'zod';
import { COMMUNE_COUNT, MAX_COMMUNE_NAME_IDS } from '../commune-count.ts';
import { ZLocaleParamSchema, listOf, queryIdList } from './primitives.ts';

export const ZCommuneNamesQuerySchema = z.object({
  // Required: the union refuses an absent parameter (an optional one would skip the checks).
  ids: z
    .union([z.string(), z.array(z.string())], { error: 'is required' })
    .transform((value): unknown => value)
    .pipe(queryIdList('The communes', COMMUNE_COUNT))
    .refine((ids) => ids !== undefined && ids.length > 0, { message: 'is required' })
    .refine((ids) => ids === undefined || ids.length <= MAX_COMMUNE_NAME_IDS, {
      message: `must hold at most ${MAX_COMMUNE_NAME_IDS} ids`,
    })
    .meta({
      description:
        `The communes wanted: comma-separated numbers from 1 to ${COMMUNE_COUNT}, at most ` +
        `${MAX_COMMUNE_NAME_IDS}; answered in this order, each once`,
    }),
  locale: ZLocaleParamSchema,
});
export type TCommuneNamesQuery = z.output<typeof ZCommuneNamesQuerySchema>;

export const ZCommuneNameSchema = z.object({
  id: z.number().int().meta({ description: 'The official commune number (1-1541)' }),
  wilaya: z.number().int().meta({ description: "The commune's wilaya (its number, 1-58)" }),
  name: z.string().meta({
    description: 'The name in the requested locale; English pages write the French one',
  }),
  name_fr: z.string(),
  name_ar: z.string(),
});
export type TCommuneName = z.infer<typeof ZCommuneNameSchema>;

export const ZCommuneNameListSchema = listOf(ZCommuneNameSchema);
export type TCommuneNameList = z.infer<typeof ZCommuneNameListSchema>;
