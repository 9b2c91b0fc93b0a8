// The filter panel's option lists (GET /api/properties/filter) and the per-wilaya counts (GET
// /api/properties/wilaya). Option ids are strings, as the API has always sent them
// (docs/product.md, "Reference lists").
import { z } from 'zod';
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

/** The option lists, in the order staff arranged them; documents carry their category. */
export const ZFilterOptionsSchema = z.object({
  types: z.array(ZFilterOptionSchema),
  states: z.array(ZFilterOptionSchema),
  statuses: z.array(ZFilterOptionSchema),
  commodities: z.array(ZFilterOptionSchema),
  security_accessibilities: z.array(ZFilterOptionSchema),
  associated_documents: z.array(ZDocumentOptionSchema),
  proximities: z.array(ZFilterOptionSchema),
  views: z.array(ZFilterOptionSchema),
  other_characteristics: z.array(ZFilterOptionSchema),
  furnished_types: z.array(ZFilterOptionSchema),
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
