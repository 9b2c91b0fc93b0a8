// The catalogue's export, import and template (decision 0041): the export takes the back-office
// list's filters; the import answers a preview that a later call confirms.
import { z } from 'zod';
import { ZAdminPropertyQuerySchema } from './admin-property.ts';

export const IO_FORMATS = ['csv', 'xlsx'] as const;
export type TIoFormat = (typeof IO_FORMATS)[number];

/** Files larger than this are refused before they are read (413). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Data rows one import takes at most (400 beyond). */
export const MAX_IMPORT_ROWS = 100_000;
/** How long a preview waits for its confirmation. */
export const IMPORT_PREVIEW_TTL_MINUTES = 60;
/** Rows of a preview the answer lists (every row is checked and stored; counts are exact). */
export const MAX_PREVIEW_ROWS = 2_000;

const format = z.enum(IO_FORMATS, { message: 'format must be csv or xlsx' });

/** GET /api/admin/property/export: the list's filters (its order and page are ignored). */
export const ZPropertyExportQuerySchema = ZAdminPropertyQuerySchema.safeExtend({ format });
export type TPropertyExportQuery = z.output<typeof ZPropertyExportQuerySchema>;

/** GET /api/admin/property/import/template */
export const ZImportTemplateQuerySchema = z.object({ format });

export const ZImportIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ZImportRowErrorSchema = z.object({
  /** The column's header, or '' for the row as a whole. */
  column: z.string(),
  /** In French, for staff. */
  message: z.string(),
});

export const ZImportPreviewRowSchema = z.object({
  /** The row's number in the file, the header being row 1. */
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  /** The property updated (null for a creation). */
  property_id: z.number().int().nullable(),
  name_fr: z.string(),
  errors: z.array(ZImportRowErrorSchema),
  /** Photo addresses of other sites: fetched at confirmation when their host is allowed. */
  image_urls: z.array(z.string()),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRowSchema>;

export const ZImportPreviewSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  expires_at: z.string(),
  total_rows: z.number().int(),
  create_count: z.number().int(),
  update_count: z.number().int(),
  /** Rows with at least one error: confirming is refused while it is above 0. */
  error_count: z.number().int(),
  /** Rows with errors first, then the others in file order, at most MAX_PREVIEW_ROWS. */
  rows: z.array(ZImportPreviewRowSchema),
  /** Hosts allowed for photo URLs (Settings); empty: photo URLs are set aside. */
  image_hosts: z.array(z.string()),
});
export type TImportPreview = z.infer<typeof ZImportPreviewSchema>;

export const ZImportResultSchema = z.object({
  id: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Photos fetched from allowed hosts and attached. */
  images_fetched: z.number().int(),
  /** Photo URLs left aside (host not allowed, or the fetch failed): attach them by hand. */
  images_set_aside: z.array(
    z.object({ line: z.number().int(), property_id: z.number().int(), url: z.string() }),
  ),
});
export type TImportResult = z.infer<typeof ZImportResultSchema>;

/** A host name as typed by staff: `photos.agence.dz` (no scheme, path, port or IP address). */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { message: 'at most 253 characters' })
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    {
      message: 'must be a host name such as photos.example.dz (no https://, path or port)',
    },
  )
  // A name, never an address: 127.0.0.1 or 169.254.169.254 would let an import file make the
  // server call inside its own network (decision 0062). No top-level domain is all digits.
  .refine((host) => !/\.\d+$/.test(host), {
    message: 'must be a host name such as photos.example.dz, not an IP address',
  });

/** GET and PUT /api/admin/property/import/image-hosts: where an import may fetch photos. */
export const ZImageHostsSchema = z.object({
  hosts: z
    .array(hostName)
    .max(20, { message: 'at most 20 hosts' })
    .transform((hosts) => [...new Set(hosts)]),
});
export type TImageHosts = z.output<typeof ZImageHostsSchema>;

export const ZImageHostsAnswerSchema = z.object({ hosts: z.array(z.string()) });

/** The settings field: one host per line (or separated by commas or spaces). */
export const ZImageHostsFormSchema = z.object({
  hosts: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
    .pipe(ZImageHostsSchema.shape.hosts),
});
