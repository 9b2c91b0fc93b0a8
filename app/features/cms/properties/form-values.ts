// The property form's values (strings as the inputs hold them), how a stored property fills them,
// how they become the request body (docs/product.md, "Forms and their messages"), and the
// validation (the shared schema).
import type { z } from 'zod';
import {
  ZPropertyCreateSchema,
  type TAdminProperty,
  type TPropertyFlag,
} from '../../../../common/schemas/admin-property.ts';
import type { TPropertyIdField } from '../../../../common/schemas/admin-reference.ts';
import { frenchResolver } from '../form/french-resolver.ts';

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

export const ID_FIELDS = [
  'property_types',
  'property_statuses',
  'property_states',
  'furnished_types',
  'views',
  'commodities',
  'security_accessibilities',
  'proximities',
  'other_characteristics',
  'associated_documents',
] as const satisfies readonly TPropertyIdField[];

const OPTIONAL_TEXTS = [
  'map_link',
  'seller_phone',
  'seller_email',
  'seller_whatsapp',
  'youtube_url',
] as const;

export type PropertyFormValues = Record<TrilingualKey, string> &
  Record<NumberField, string> &
  Record<TPropertyFlag, boolean> &
  Record<TPropertyIdField, number[]> &
  Record<(typeof OPTIONAL_TEXTS)[number], string> & {
    wilaya_id: string;
    base_price: string;
    afterpromo_price: string;
    /** yyyy-mm-dd (a date input), the promotion ends at the end of that day. */
    promotion_end_date: string;
    latitude: string;
    longitude: string;
    images: string[];
  };

const text = (value: string | null | undefined) => value ?? '';
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
  const values: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS)
    for (const lang of ['fr', 'ar', 'en']) values[`${field}_${lang}`] = '';
  values.country_fr = 'Algérie';
  values.country_en = 'Algeria';
  values.country_ar = 'الجزائر';
  for (const field of NUMBER_FIELDS) values[field] = '';
  for (const field of ID_FIELDS) values[field] = [];
  for (const field of OPTIONAL_TEXTS) values[field] = '';
  return {
    ...(values as PropertyFormValues),
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
  const values = emptyPropertyValues() as Record<string, unknown>;
  for (const field of TEXT_FIELDS)
    for (const lang of ['fr', 'ar', 'en'] as const) {
      const key = `${field}_${lang}` as TrilingualKey;
      values[key] = text(property[key]);
    }
  for (const field of NUMBER_FIELDS) values[field] = numberText(property[field]);
  for (const field of ID_FIELDS) values[field] = [...property[field]];
  for (const field of OPTIONAL_TEXTS) values[field] = text(property[field]);
  return {
    ...(values as PropertyFormValues),
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

/**
 * The request body. On create, empty optional values are left out; on update, a value that was
 * set and is now emptied is sent as null (cleared). An empty seller_email is null;
 * afterpromo_price and promotion_end_date only when non-empty (or null to clear them on update);
 * id lists are arrays of numbers.
 */
export function valuesToPayload(
  values: PropertyFormValues,
  original?: TAdminProperty,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const optional = (key: string, value: unknown, empty: boolean) => {
    if (!empty) body[key] = value;
    else if (original && (original as Record<string, unknown>)[key] !== null) body[key] = null;
  };
  for (const field of TEXT_FIELDS)
    for (const lang of ['fr', 'ar', 'en'] as const) {
      const key = `${field}_${lang}` as TrilingualKey;
      body[key] = values[key].trim();
    }
  optional('wilaya_id', Number(values.wilaya_id), values.wilaya_id === '');
  body.base_price = toNumber(values.base_price);
  optional(
    'afterpromo_price',
    toNumber(values.afterpromo_price),
    values.afterpromo_price.trim() === '',
  );
  optional(
    'promotion_end_date',
    values.promotion_end_date
      ? new Date(`${values.promotion_end_date}T23:59:59`).toISOString()
      : null,
    values.promotion_end_date === '',
  );
  for (const field of NUMBER_FIELDS)
    optional(field, toNumber(values[field]), values[field].trim() === '');
  optional('latitude', toNumber(values.latitude), values.latitude.trim() === '');
  optional('longitude', toNumber(values.longitude), values.longitude.trim() === '');
  for (const field of OPTIONAL_TEXTS) {
    const value = values[field].trim();
    body[field] = value === '' ? null : value;
  }
  for (const field of ID_FIELDS) body[field] = values[field].map(Number);
  body.images = [...values.images];
  body.isVisible = values.isVisible;
  body.isBanner = values.isBanner;
  body.isANePasManquer = values.isANePasManquer;
  body.isSelected = values.isSelected;
  body.ispromo = values.ispromo;
  return body;
}

/** The shared create schema, plus what a person filling the form also needs to hear. */
const FormSchema = ZPropertyCreateSchema.superRefine((value, ctx) => {
  if (value.base_price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['base_price'], message: 'base_price is required' });
  }
  if (value.ispromo && value.afterpromo_price === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['afterpromo_price'],
      message: 'Indiquez le prix pendant la promotion.',
    });
  }
  if (
    typeof value.afterpromo_price === 'number' &&
    typeof value.base_price === 'number' &&
    value.afterpromo_price >= value.base_price
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['afterpromo_price'],
      message: 'Le prix promotionnel doit être inférieur au prix.',
    });
  }
  const hasLat = typeof value.latitude === 'number';
  const hasLng = typeof value.longitude === 'number';
  if (hasLat !== hasLng) {
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'longitude' : 'latitude'],
      message: 'Indiquez la latitude et la longitude, ou aucune des deux.',
    });
  }
});

export const propertyResolver = frenchResolver<PropertyFormValues>(FormSchema as z.ZodType);

/** Which section of the form holds a field (to open it and show the error). */
export function languageOfField(field: string): Lang | null {
  const match = /_(fr|ar|en)$/.exec(field);
  return match && TEXT_FIELDS.some((f) => field.startsWith(`${f}_`)) ? (match[1] as Lang) : null;
}
