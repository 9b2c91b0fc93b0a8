// The ten editable option lists (docs/product.md, "Reference lists") as the back-office manages
// them: the route parameters and the items' shape.
import { z } from 'zod';
import { REFERENCE_LIST_NAMES } from '../reference-lists.ts';
import { MAX_ID, text } from './primitives.ts';
import { DOCUMENT_CATEGORIES } from './reference.ts';

// The lists and their property columns are described once, in common/reference-lists.ts.
export {
  REFERENCE_LIST_NAMES as REFERENCE_LISTS,
  PROPERTY_ID_FIELDS,
  type TPropertyIdField,
  type TReferenceList,
} from '../reference-lists.ts';

export const ZReferenceListParamsSchema = z.object({ list: z.enum(REFERENCE_LIST_NAMES) });
export const ZReferenceItemParamsSchema = ZReferenceListParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(MAX_ID),
});

export const ZReferenceItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  sort_order: z.number().int(),
  /** Only for associated_documents. */
  category: z.enum(DOCUMENT_CATEGORIES).nullable(),
  /** How many properties use this item. */
  properties: z.number().int(),
});
export type TReferenceItem = z.infer<typeof ZReferenceItemSchema>;

export const ZReferenceListResponseSchema = z.object({
  data: z.array(ZReferenceItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const requiredName = (locale: string) =>
  text(200).refine((value) => value.length > 0, { message: `name_${locale} is required` });

export const ZReferenceItemCreateSchema = z.object({
  name_fr: requiredName('fr'),
  name_en: requiredName('en'),
  name_ar: requiredName('ar'),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
});
export type TReferenceItemCreate = z.infer<typeof ZReferenceItemCreateSchema>;

export const ZReferenceItemUpdateSchema = ZReferenceItemCreateSchema.partial();
export type TReferenceItemUpdate = z.infer<typeof ZReferenceItemUpdateSchema>;
