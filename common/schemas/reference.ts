// The filter panel's option lists (GET /api/properties/filter) and the per-wilaya counts (GET
// /api/properties/wilaya). Option ids are strings, as the API has always sent them
// (docs/product.md, "Reference lists").
import { z } from 'zod';
import { REFERENCE_LIST_NAMES, type TReferenceList } from '../reference-lists.ts';
import { listOf } from './primitives.ts';

export const DOCUMENT_CATEGORIES = [
  'property',
  'cadastral',
  'administration',
  'fiscal',
  'construction',
  'other',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const ZFilterOptionSchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'The name in the requested locale' }),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});
export type TFilterOption = z.infer<typeof ZFilterOptionSchema>;

export const ZDocumentOptionSchema = ZFilterOptionSchema.extend({
  category: z.enum(DOCUMENT_CATEGORIES),
});
export type TDocumentOption = z.infer<typeof ZDocumentOptionSchema>;

type OptionListSchema<L extends TReferenceList> = z.ZodArray<
  L extends 'associated_documents' ? typeof ZDocumentOptionSchema : typeof ZFilterOptionSchema
>;

/** One array of options per reference list (common/reference-lists.ts); documents carry their category. */
const optionLists = Object.fromEntries(
  REFERENCE_LIST_NAMES.map((list) => [
    list,
    z.array(list === 'associated_documents' ? ZDocumentOptionSchema : ZFilterOptionSchema),
  ]),
) as { [L in TReferenceList]: OptionListSchema<L> };

/** The option lists, in the order staff arranged them. */
export const ZFilterOptionsSchema = z.object({
  ...optionLists,
  document_categories: z.array(ZFilterOptionSchema).meta({
    description: 'The document groups of the filter panel (id = the category of a document)',
  }),
});
export type TFilterOptions = z.infer<typeof ZFilterOptionsSchema>;

export const ZWilayaCountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type TWilayaCount = z.infer<typeof ZWilayaCountSchema>;

export const ZWilayaCountListSchema = listOf(ZWilayaCountSchema);
