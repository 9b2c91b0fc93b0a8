// The property form's values (strings as the inputs hold them), how a stored property fills them,
// how they become the request body (docs/product.md, "Forms and their messages"), and the
// validation (the shared schema).
import {
  ZPropertyCreateSchema,
  type TAdminProperty,
  type TPropertyFlag,
} from '../../../../common/schemas/admin-property.ts';
import { PROPERTY_ID_COLUMNS, type TPropertyIdField } from '../../../../common/reference-lists.ts';
import { recordOf, type FormFieldsOf } from '../form/form-fields.ts';
import { frenchResolver } from '../form/french-resolver.ts';
import { formatAlgerianPhone } from '../../../../common/phone.ts';
import type { TPropertyCreateBody } from './api.ts';

export const TEXT_FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'seller_name',
  'country',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
type Lang = 'fr' | 'ar' | 'en';
export type TrilingualKey = `${TextField}_${Lang}`;

export const NUMBER_FIELDS = [
  'land_area',
  'living_area',
  'num_rooms',
  'num_bedrooms',
  'num_bathrooms',
  'num_floors',
  'construction_year',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

const OPTIONAL_TEXTS = [
  'map_link',
  'seller_phone',
  'seller_email',
  'seller_whatsapp',
  'youtube_url',
] as const;
type OptionalText = (typeof OPTIONAL_TEXTS)[number];

export type PropertyFormValues = FormFieldsOf<
  TPropertyCreateBody,
  Record<TrilingualKey, string> &
    Record<NumberField, string> &
    Record<TPropertyFlag, boolean> &
    Record<TPropertyIdField, number[]> &
    Record<OptionalText, string> & {
      wilaya_id: string;
      base_price: string;
      afterpromo_price: string;
      /** yyyy-mm-dd (a date input), the promotion ends at the end of that day. */
      promotion_end_date: string;
      latitude: string;
      longitude: string;
      images: string[];
    }
>;

const LANGS = ['fr', 'ar', 'en'] as const;
const TRILINGUAL_KEYS = TEXT_FIELDS.flatMap((field) =>
  LANGS.map((lang): TrilingualKey => `${field}_${lang}`),
);

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function localDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function emptyPropertyValues(): PropertyFormValues {
  return {
    ...recordOf(TRILINGUAL_KEYS, () => ''),
    country_fr: 'Algérie',
    country_en: 'Algeria',
    country_ar: 'الجزائر',
    ...recordOf(NUMBER_FIELDS, () => ''),
    ...recordOf(PROPERTY_ID_COLUMNS, (): number[] => []),
    ...recordOf(OPTIONAL_TEXTS, () => ''),
    wilaya_id: '',
    base_price: '',
    afterpromo_price: '',
    promotion_end_date: '',
    latitude: '',
    longitude: '',
    images: [],
    // A new listing is published unless staff untick it.
    isVisible: true,
    isBanner: false,
    isANePasManquer: false,
    isSelected: false,
    ispromo: false,
  };
}

export function propertyToValues(property: TAdminProperty): PropertyFormValues {
  return {
    ...recordOf(TRILINGUAL_KEYS, (key) => property[key] ?? ''),
    ...recordOf(NUMBER_FIELDS, (field) => numberText(property[field])),
    ...recordOf(PROPERTY_ID_COLUMNS, (field) => [...property[field]]),
    ...recordOf(OPTIONAL_TEXTS, (field) => property[field] ?? ''),
    // Shown the way staff write it; saved unchanged, it is not rewritten (common/phone.ts).
    seller_phone: formatAlgerianPhone(property.seller_phone ?? ''),
    wilaya_id: numberText(property.wilaya_id),
    base_price: numberText(property.base_price),
    afterpromo_price: numberText(property.afterpromo_price),
    promotion_end_date: localDate(property.promotion_end_date),
    latitude: numberText(property.latitude),
    longitude: numberText(property.longitude),
    images: [...property.images],
    isVisible: property.isVisible,
    isBanner: property.isBanner,
    isANePasManquer: property.isANePasManquer,
    isSelected: property.isSelected,
    ispromo: property.ispromo,
  };
}

const toNumber = (value: string) =>
  Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

/** The optional values of the body that an emptied field leaves out or clears. */
type Clearable =
  NumberField | 'wilaya_id' | 'afterpromo_price' | 'promotion_end_date' | 'latitude' | 'longitude';

/**
 * The request body. On create, empty optional values are left out; on update, a value that was
 * set and is now emptied is sent as null (cleared). An empty seller_email is null;
 * afterpromo_price and promotion_end_date only when non-empty (or null to clear them on update);
 * id lists are arrays of numbers.
 */
export function valuesToPayload(
  values: PropertyFormValues,
  original?: TAdminProperty,
): TPropertyCreateBody {
  /** Left out (undefined: not in the JSON) when empty, null when it clears a stored value. */
  const optional = <T>(key: Clearable, value: () => T): T | null | undefined => {
    if (values[key].trim() !== '') return value();
    return original && original[key] !== null ? null : undefined;
  };
  return {
    ...recordOf(TRILINGUAL_KEYS, (key) => values[key].trim()),
    wilaya_id: optional('wilaya_id', () => Number(values.wilaya_id)),
    base_price: toNumber(values.base_price),
    afterpromo_price: optional('afterpromo_price', () => toNumber(values.afterpromo_price)),
    promotion_end_date: optional('promotion_end_date', () =>
      new Date(`${values.promotion_end_date}T23:59:59`).toISOString(),
    ),
    ...recordOf(NUMBER_FIELDS, (field) => optional(field, () => toNumber(values[field]))),
    latitude: optional('latitude', () => toNumber(values.latitude)),
    longitude: optional('longitude', () => toNumber(values.longitude)),
    ...recordOf(OPTIONAL_TEXTS, (field) => values[field].trim() || null),
    ...recordOf(PROPERTY_ID_COLUMNS, (field) => values[field].map(Number)),
    images: [...values.images],
    isVisible: values.isVisible,
    isBanner: values.isBanner,
    isANePasManquer: values.isANePasManquer,
    isSelected: values.isSelected,
    ispromo: values.ispromo,
  };
}

/**
 * The shared create schema (its rules between fields included: the promotional price below the
 * price, both coordinates or none), plus what only a person filling the form is asked: a
 * promotion needs its price.
 */
const FormSchema = ZPropertyCreateSchema.superRefine((value, ctx) => {
  if (value.ispromo && value.afterpromo_price === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['afterpromo_price'],
      message: 'Indiquez le prix pendant la promotion.',
    });
  }
});

export const propertyResolver = frenchResolver<typeof FormSchema, PropertyFormValues>(FormSchema);

/** Which section of the form holds a field (to open it and show the error). */
export function languageOfField(field: string): Lang | null {
  const match = /_(fr|ar|en)$/.exec(field);
  return match && TEXT_FIELDS.some((f) => field.startsWith(`${f}_`)) ? (match[1] as Lang) : null;
}
