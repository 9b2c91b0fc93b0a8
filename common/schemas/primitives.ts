// The building blocks of every API schema, public and back-office: ids, languages, query scalars,
// paging, the list envelope, and the lenient inputs of the back-office forms. Used by the server
// (validation, OpenAPI) and the pages. Query strings arrive as strings: the query helpers coerce
// them, treat an empty value as absent and answer a short message that the error handler prefixes
// with the parameter's name. Naming: a schema is `Z<Name>Schema`, its inferred type `T<Name>`; a
// function that builds schemas has a plain name.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.ts';
import { MAX_LIMIT, MAX_PAGE } from '../paging.ts';
import { ALGERIAN_PHONE_RULE, isAlgerianPhone, normalizeAlgerianPhone } from '../phone.ts';

// ─── Ids ──────────────────────────────────────────────────────────────────────────────────────

/** Largest id a PostgreSQL `integer` column holds: ids above it can only be unknown. */
export const MAX_ID = 2_147_483_647;

/** An empty (or blank) query value means "not given". */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

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

/** `/{id}` of every route, public and back-office. */
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/** The longest id list a query string may carry, commas included. */
export const ID_LIST_MAX_CHARS = 2000;

/**
 * A comma-separated list of ids in a public query string (`1,4,7`), also accepted as a repeated
 * parameter. Blank items are ignored; anything else that is not a positive whole number is a 400.
 * The back-office's forms send lists in more shapes: see `lenientIdList`.
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

/** Most ids a back-office list of ids holds (a property's commodities, a filter…). */
const MAX_LENIENT_IDS = 100;

/**
 * A list of ids as the back-office sends it, in a JSON body or a query string: an array of
 * numbers or numeric strings, a single one, or a comma-separated string ('1,4'). null and '' are
 * the empty list. Ids are deduplicated, order kept. `max` is the largest id the compared column
 * holds (MAX_ID for an integer).
 */
export function lenientIdList(name: string, max = MAX_ID) {
  return z
    .union([z.array(z.union([z.number(), z.string()])), z.number(), z.string(), z.null()])
    .transform((value, ctx) => {
      const items =
        value === null
          ? []
          : Array.isArray(value)
            ? value
            : typeof value === 'number'
              ? [value]
              : value.split(',');
      const ids: number[] = [];
      for (const item of items) {
        if (typeof item === 'string' && item.trim() === '') continue;
        const id = typeof item === 'number' ? item : Number(item.trim());
        if (!Number.isInteger(id) || id < 1 || id > max) {
          ctx.addIssue({ code: 'custom', message: `${name}: "${item}" is not a valid id` });
          return z.NEVER;
        }
        if (!ids.includes(id)) ids.push(id);
      }
      if (ids.length > MAX_LENIENT_IDS) {
        ctx.addIssue({ code: 'custom', message: `${name}: at most ${MAX_LENIENT_IDS} ids` });
        return z.NEVER;
      }
      return ids;
    });
}

// ─── Languages ────────────────────────────────────────────────────────────────────────────────

export const ZLocaleSchema = z.enum(LANGUAGES, { error: 'must be one of fr, ar, en' });
export type TLocale = z.infer<typeof ZLocaleSchema>;

/** `locale` query parameter: French when absent. */
export const ZLocaleParamSchema = z
  .preprocess(blankToUndefined, ZLocaleSchema.default(DEFAULT_LANGUAGE))
  .meta({ description: 'Language of the texts: fr (default), ar or en' });

export const ZLocaleQuerySchema = z.object({ locale: ZLocaleParamSchema });

// ─── Query scalars ────────────────────────────────────────────────────────────────────────────

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

/** The first and last years a day filter takes: PostgreSQL has no year 0, and no filter needs one. */
export const FIRST_DAY_YEAR = 1900;
export const LAST_DAY_YEAR = 9999;

/** True when `value` is a `YYYY-MM-DD` day that exists on the calendar (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_DAY_YEAR || year > LAST_DAY_YEAR) return false;
  // Date.parse rolls 2026-02-30 over to March 2nd; printing it back shows the roll-over.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * A day in a query string or body (`YYYY-MM-DD`), refused unless the calendar has it: a day that
 * does not exist is never rolled over to the next month, and never reaches the database.
 */
export const ZCalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine(isCalendarDay, {
    error: `must be a real date YYYY-MM-DD (years ${FIRST_DAY_YEAR} to ${LAST_DAY_YEAR})`,
  })
  .meta({ format: 'date' });

// ─── Paging and lists ─────────────────────────────────────────────────────────────────────────

/** A whole number from 1 in a query string, the same words for `page` and `limit`. */
const queryCount = () =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' });

/** `page` of a public list: from 1, 1 when absent. */
export const ZPageParamSchema = z
  .preprocess(
    blankToUndefined,
    queryCount()
      .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` })
      .default(1),
  )
  .meta({ description: 'Page number, from 1' });

/** `limit` of a public list: a bigger one is capped to MAX_LIMIT (the answer's `limit` says so). */
export function limitParam(defaultLimit: number) {
  return z
    .preprocess(
      blankToUndefined,
      queryCount()
        .default(defaultLimit)
        .transform((value) => Math.min(value, MAX_LIMIT)),
    )
    .meta({
      description: `Items per page (default ${defaultLimit}; values above ${MAX_LIMIT} are capped to ${MAX_LIMIT})`,
    });
}

/**
 * `page` and `limit` of a back-office list. The same caps as the public lists, but a limit above
 * MAX_LIMIT is refused rather than capped: the back-office asks for what its table shows.
 */
export function pageQuery(defaultLimit = 20) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(defaultLimit),
  });
}

/** The envelope of every list of the API: `{ data, total, page, limit }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** What `listOf(item)` answers, for services that build a list of an already typed item. */
export interface TList<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** A success answer that is only a sentence (a message sent, an item deleted, an alert confirmed). */
export const ZMessageAnswerSchema = z.object({ message: z.string() });

/** A reference item in the requested language, e.g. a property type. */
export const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;

// ─── Lenient inputs of the back-office forms ──────────────────────────────────────────────────

/**
 * A number, a numeric string, or empty ('' and null mean "no value": undefined / null). A
 * `required` number refuses both empty forms: its column has no "no value" to store.
 */
export function lenientNumber(options: {
  int?: boolean;
  min?: number;
  max?: number;
  name: string;
  required?: boolean;
}) {
  const { int = false, min = -Infinity, max = Infinity, name, required = false } = options;
  const schema = z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
    const empty = value === null || (typeof value === 'string' && value.trim() === '');
    if (empty && required) {
      ctx.addIssue({ code: 'custom', message: `${name} is required` });
      return z.NEVER;
    }
    if (value === null) return null;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a number` });
      return z.NEVER;
    }
    if (int && !Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number` });
      return z.NEVER;
    }
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `${name} must be between ${min} and ${max}` });
      return z.NEVER;
    }
    return number;
  });
  // The bounds as the OpenAPI document can state them: JSON Schema applies minimum and maximum
  // to numbers only, so a number sent as text stays allowed there, as it is here.
  const bounds = {
    ...(Number.isFinite(min) ? { minimum: min } : {}),
    ...(Number.isFinite(max) ? { maximum: max } : {}),
  };
  return Object.keys(bounds).length > 0 ? schema.meta(bounds) : schema;
}

/** true/false, or their string forms from a query string or a form. */
export const ZLenientBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A trimmed text; null becomes ''. */
export const text = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, { message: `at most ${max} characters` }));

/** A trimmed optional text stored as NULL when empty. */
export const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => {
      const trimmed = (value ?? '').trim();
      return trimmed === '' ? null : trimmed;
    })
    .pipe(
      z
        .string()
        .max(max, { message: `at most ${max} characters` })
        .nullable(),
    );

/** An http(s) address, or null when empty. */
export const ZOptionalUrlSchema = optionalText(2000).refine(
  (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
  { message: 'must be an http:// or https:// address' },
);

/** An e-mail address, or null when empty (an empty seller_email is stored as null). */
export const ZOptionalEmailSchema = optionalText(254).refine(
  (value) => value === null || z.email().safeParse(value).success,
  { message: 'must be an e-mail address' },
);

/**
 * An Algerian phone number, stored as E.164 (`+213555123456`), or null when empty. Typed forms
 * `0555 12 34 56`, `021 23 45 67`, `+213 555…`, `00213 555…` are accepted (common/phone.ts).
 */
export const ZOptionalAlgerianPhoneSchema = optionalText(40)
  .refine((value) => value === null || isAlgerianPhone(value), { message: ALGERIAN_PHONE_RULE })
  .transform((value) => (value === null ? null : normalizeAlgerianPhone(value)));

/** Algeria's bounding box (spec: coordinates are inside Algeria). */
export const ALGERIA_BOUNDS = { minLat: 18.9, maxLat: 37.2, minLng: -8.7, maxLng: 12.0 } as const;

export const ZLatitudeSchema = lenientNumber({
  name: 'latitude',
  min: ALGERIA_BOUNDS.minLat,
  max: ALGERIA_BOUNDS.maxLat,
});
export const ZLongitudeSchema = lenientNumber({
  name: 'longitude',
  min: ALGERIA_BOUNDS.minLng,
  max: ALGERIA_BOUNDS.maxLng,
});

/** A stored image path as the upload answers it: /media/<year>/<hex id>. */
export const MEDIA_PATH_PATTERN = /^\/media\/[a-z0-9][a-z0-9/_-]*$/;
export const ZMediaPathSchema = z.string().trim().max(300).regex(MEDIA_PATH_PATTERN, {
  message: 'must be an image path returned by the upload (/media/…)',
});
