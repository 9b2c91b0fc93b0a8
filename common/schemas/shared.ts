// Building blocks of the API schemas, shared by the server (validation, OpenAPI) and the pages.
// Query strings arrive as strings: these helpers coerce them, treat an empty value as absent and
// answer a short message that the error handler prefixes with the parameter's name.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.ts';

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** An empty (or blank) query value means "not given". */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const ZLocaleSchema = z.enum(LANGUAGES, { error: 'must be one of fr, ar, en' });
export type TLocale = z.infer<typeof ZLocaleSchema>;

/** `locale` query parameter: French when absent. */
export const ZLocaleParamSchema = z
  .preprocess(blankToUndefined, ZLocaleSchema.default(DEFAULT_LANGUAGE))
  .meta({ description: 'Language of the texts: fr (default), ar or en' });

export const ZLocaleQuerySchema = z.object({ locale: ZLocaleParamSchema });

export { ZErrorSchema } from './errors.ts';

/** A required id (path or query parameter): a positive whole number. */
export const ZIdSchema = z.preprocess(
  (value, ctx) => {
    if (blankToUndefined(value) === undefined)
      ctx.addIssue({ code: 'custom', message: 'is required' });
    return value;
  },
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be a positive id' })
    .max(MAX_ID, { error: 'is not a known id' }),
);

export const ZIdParamsSchema = z.object({ id: ZIdSchema });

interface NumberOptions {
  min?: number;
  max: number;
  int?: boolean;
  description?: string;
}

/** An optional number in a query string. */
export function queryNumber({ min = 0, max, int = false, description }: NumberOptions) {
  let schema = z.coerce.number({ error: 'must be a number' });
  if (int) schema = schema.int({ error: 'must be a whole number' });
  schema = schema
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
  const optional = z.preprocess(blankToUndefined, schema.optional());
  return description ? optional.meta({ description }) : optional;
}

/** An optional true/false flag in a query string (`true`, `false`, `1`, `0`). */
export function queryFlag(description: string) {
  return z
    .preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
        .transform((value) => value === 'true' || value === '1')
        .optional(),
    )
    .meta({ description });
}

/** The longest id list a query string may carry, commas included. */
export const ID_LIST_MAX_CHARS = 2000;

/**
 * A comma-separated list of ids (`1,4,7`), also accepted as a repeated parameter. Blank items are
 * ignored; anything else that is not a positive whole number is a 400.
 */
export function queryIdList(description: string, max = MAX_ID) {
  return z
    .preprocess(
      (value) => blankToUndefined(Array.isArray(value) ? value.join(',') : value),
      z
        .string()
        .max(ID_LIST_MAX_CHARS, { error: 'is too long' })
        .transform((value, ctx) => {
          const parts = value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '');
          const ids = parts.map(Number);
          const bad = parts.find((part, i) => !/^\d+$/.test(part) || ids[i]! < 1 || ids[i]! > max);
          if (bad !== undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `must be comma-separated ids${max < MAX_ID ? ` from 1 to ${max}` : ''} (got "${bad.slice(0, 20)}")`,
            });
            return z.NEVER;
          }
          return [...new Set(ids)];
        })
        .optional(),
    )
    .meta({ description: `${description} (comma-separated ids, any of them matches)` });
}

export const ZPageParamSchema = z
  .preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .default(1),
  )
  .meta({ description: 'Page number, from 1' });

/** Largest page size; a bigger `limit` is capped to it (the answer's `limit` says so). */
export const MAX_LIMIT = 100;

export function limitParam(defaultLimit: number) {
  return z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .default(defaultLimit)
        .transform((value) => Math.min(value, MAX_LIMIT)),
    )
    .meta({
      description: `Items per page (default ${defaultLimit}; values above ${MAX_LIMIT} are capped to ${MAX_LIMIT})`,
    });
}

/** The envelope of every list: `{ data, total, page, limit }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** A reference item in the requested language, e.g. a property type. */
export const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;
