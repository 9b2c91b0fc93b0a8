// The ten editable option lists (docs/product.md, "Reference lists") as the back-office manages
// them: the route parameters and the items' shape.
import { z } from 'zod';
import { REFERENCE_LIST_NAMES } from '../reference-lists.ts';
import { text } from './admin-common.ts';

// The lists and their property columns are described once, in common/reference-lists.ts.
export {
  REFERENCE_LIST_NAMES as REFERENCE_LISTS,
  PROPERTY_ID_FIELDS,
  type TPropertyIdField,
  type TReferenceList,
} from '../reference-lists.ts';

export const DOCUMENT_CATEGORY_VALUES = [
  'property',
  'cadastral',
  'administration',
  'fiscal',
  'construction',
  'other',
] as const;

export const ReferenceListParamsSchema = z.object({ list: z.enum(REFERENCE_LIST_NAMES) });
export const ReferenceItemParamsSchema = ReferenceListParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ReferenceItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  sort_order: z.number().int(),
  /** Only for associated_documents. */
  category: z.enum(DOCUMENT_CATEGORY_VALUES).nullable(),
  /** How many properties use this item. */
  properties: z.number().int(),
});
export type TReferenceItem = z.infer<typeof ReferenceItemSchema>;

export const ReferenceListResponseSchema = z.object({
  data: z.array(ReferenceItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const requiredName = (locale: string) =>
  text(200).refine((value) => value.length > 0, { message: `name_${locale} is required` });

export const ReferenceItemCreateSchema = z.object({
  name_fr: requiredName('fr'),
  name_en: requiredName('en'),
  name_ar: requiredName('ar'),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  category: z.enum(DOCUMENT_CATEGORY_VALUES).optional(),
});
export type TReferenceItemCreate = z.infer<typeof ReferenceItemCreateSchema>;

export const ReferenceItemUpdateSchema = ReferenceItemCreateSchema.partial();
export type TReferenceItemUpdate = z.infer<typeof ReferenceItemUpdateSchema>;
