// Building blocks shared by the back-office (admin) API schemas: ids, paging, lenient scalars (the
// CMS forms send numbers as strings), the list and error shapes (docs/product.md, "API shapes").
import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: ids above it can only be unknown. */
export const MAX_ID = 2_147_483_647;

export { MessageSchema, adminErrors, type TMessage } from './errors.ts';

export const IdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID),
});

/** page (from 1) and limit (at most 100) of a list. */
export function pageQuery(defaultLimit = 20) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });
}
export const ZPageQuerySchema = pageQuery();

/** `{ data, total, page, limit }`: every list of the API (docs/product.md, "API shapes"). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

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
  return z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
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
}

/** true/false, or their string forms from a query string or a form. */
export const ZLenientBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * A list of ids: an array of numbers or numeric strings, a single one, or a comma-separated
 * string ('1,4'). null and '' are the empty list. Ids are deduplicated, order kept. `max` is
 * the largest id the compared column holds (MAX_ID for an integer).
 */
export function idListSchema(name: string, max = MAX_ID) {
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
      if (ids.length > 100) {
        ctx.addIssue({ code: 'custom', message: `${name}: at most 100 ids` });
        return z.NEVER;
      }
      return ids;
    });
}

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
