// Image uploads and the media library of the back-office (POST /upload, /upload/static).
import { z } from 'zod';
import { listOf, pageQuery } from './primitives.ts';

/** Largest accepted image file: bigger ones come back with status 'too_big'. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Files per upload request. */
export const MAX_UPLOAD_FILES = 20;

export const UPLOAD_STATUSES = ['ok', 'too_big', 'invalid'] as const;

export const ZUploadedFileSchema = z.object({
  /** The stored image (/media/<year>/<id>), to put in a property's or an ad's images; '' unless ok. */
  path: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  originalName: z.string(),
  /** Why a file was refused (too_big, invalid). */
  message: z.string().optional(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;

export const ZUploadResponseSchema = z.object({ files: z.array(ZUploadedFileSchema) });

/** A named site image: lowercase letters, digits, '-' and '_' (e.g. hero, about, logo). */
export const ZStaticNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, {
    message: 'customName must be 1-60 letters, digits, "-" or "_" (e.g. hero, about-us, logo)',
  });

export const ZStaticUploadQuerySchema = z.object({ customName: ZStaticNameSchema });

export const ZStaticUploadResponseSchema = ZUploadResponseSchema.extend({
  static_name: z.string(),
});

export const ZMediaItemSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  original_name: z.string(),
  static_name: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), format: z.string(), path: z.string() })),
  uploaded_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type TMediaItem = z.infer<typeof ZMediaItemSchema>;

export const ZMediaListSchema = listOf(ZMediaItemSchema);

export const ZMediaQuerySchema = pageQuery(50).extend({
  /** static: the named site images; upload: listing photos; all: both. */
  kind: z.enum(['all', 'static', 'upload']).default('all'),
});
export type TMediaQuery = z.output<typeof ZMediaQuerySchema>;
