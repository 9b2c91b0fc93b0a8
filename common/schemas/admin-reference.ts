// The ten editable option lists (docs/product.md, "Reference lists") as the back-office manages
// them, and the property field that holds each list's ids.
import { z } from 'zod';
import { text } from './primitives.ts';
import { DOCUMENT_CATEGORIES } from './reference.ts';

export const REFERENCE_LISTS = [
  'types',
  'statuses',
  'states',
  'commodities',
  'security_accessibilities',
  'associated_documents',
  'proximities',
  'views',
  'other_characteristics',
  'furnished_types',
] as const;
export type TReferenceList = (typeof REFERENCE_LISTS)[number];

/** The property column (integer[]) that holds the ids of each list. */
export const PROPERTY_ID_FIELDS = {
  types: 'property_types',
  statuses: 'property_statuses',
  states: 'property_states',
  commodities: 'commodities',
  security_accessibilities: 'security_accessibilities',
  associated_documents: 'associated_documents',
  proximities: 'proximities',
  views: 'views',
  other_characteristics: 'other_characteristics',
  furnished_types: 'furnished_types',
} as const satisfies Record<TReferenceList, string>;
export type TPropertyIdField = (typeof PROPERTY_ID_FIELDS)[TReferenceList];

export const ZReferenceListParamsSchema = z.object({ list: z.enum(REFERENCE_LISTS) });
export const ZReferenceItemParamsSchema = ZReferenceListParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
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
