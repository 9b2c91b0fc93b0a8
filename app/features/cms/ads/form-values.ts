// The ad form's values, from a stored ad, to the request body, and the validation (shared schema).
import type { z } from 'zod';
import { ZAdCreateSchema, type TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { frenchResolver } from '../form/french-resolver.ts';

export const AD_TEXTS = ['whoAreWe', 'ourProduct', 'workHours', 'fullAddress'] as const;
const SUFFIX = { fr: 'Fr', ar: 'Ar', en: 'En' } as const;
export type AdLang = keyof typeof SUFFIX;
type AdTextKey = `${(typeof AD_TEXTS)[number]}${(typeof SUFFIX)[AdLang]}`;

export const AD_LINKS = [
  'urlLink',
  'youtubeVideo',
  'googleMapLink',
  'phoneNumber',
  'email',
  'websiteLink',
  'facebook',
  'insta',
  'tiktok',
  'youtube',
  'whatsUp',
] as const;
type AdLinkKey = (typeof AD_LINKS)[number];

export type AdFormValues = Record<AdTextKey, string> &
  Record<AdLinkKey, string> & {
    name_fr: string;
    name_en: string;
    name_ar: string;
    bannerImage: string | null;
    images: string[];
    isVisible: boolean;
    isLinkOnly: boolean;
    lattitude: string;
    longitude: string;
  };

export function adTextKey(field: (typeof AD_TEXTS)[number], lang: AdLang): AdTextKey {
  return `${field}${SUFFIX[lang]}`;
}

export function emptyAdValues(): AdFormValues {
  const values: Record<string, unknown> = {};
  for (const field of AD_TEXTS)
    for (const lang of ['fr', 'ar', 'en'] as const) values[adTextKey(field, lang)] = '';
  for (const key of AD_LINKS) values[key] = '';
  return {
    ...(values as AdFormValues),
    name_fr: '',
    name_en: '',
    name_ar: '',
    bannerImage: null,
    images: [],
    isVisible: true,
    isLinkOnly: false,
    lattitude: '',
    longitude: '',
  };
}

export function adToValues(ad: TAdminAd): AdFormValues {
  const values = emptyAdValues() as Record<string, unknown>;
  for (const field of AD_TEXTS)
    for (const lang of ['fr', 'ar', 'en'] as const) {
      const key = adTextKey(field, lang);
      values[key] = ad[key] ?? '';
    }
  for (const key of AD_LINKS) values[key] = ad[key] ?? '';
  return {
    ...(values as AdFormValues),
    name_fr: ad.name_fr,
    name_en: ad.name_en,
    name_ar: ad.name_ar,
    bannerImage: ad.bannerImage,
    images: [...ad.images],
    isVisible: ad.isVisible,
    isLinkOnly: ad.isLinkOnly,
    lattitude: ad.lattitude === null ? '' : String(ad.lattitude),
    longitude: ad.longitude === null ? '' : String(ad.longitude),
  };
}

const toNumber = (value: string) => Number(value.trim().replace(',', '.'));

/** The body: empty links are null; an emptied position is cleared (null) on update. */
export function adValuesToPayload(
  values: AdFormValues,
  original?: TAdminAd,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name_fr: values.name_fr.trim(),
    name_en: values.name_en.trim(),
    name_ar: values.name_ar.trim(),
    bannerImage: values.bannerImage,
    images: [...values.images],
    isVisible: values.isVisible,
    isLinkOnly: values.isLinkOnly,
  };
  for (const field of AD_TEXTS)
    for (const lang of ['fr', 'ar', 'en'] as const) {
      const key = adTextKey(field, lang);
      body[key] = values[key].trim();
    }
  for (const key of AD_LINKS) {
    const value = values[key].trim();
    body[key] = value === '' ? null : value;
  }
  for (const key of ['lattitude', 'longitude'] as const) {
    if (values[key].trim() !== '') body[key] = toNumber(values[key]);
    else if (original && original[key] !== null) body[key] = null;
  }
  return body;
}

const FormSchema = ZAdCreateSchema.superRefine((value, ctx) => {
  if (value.isLinkOnly && !value.urlLink) {
    ctx.addIssue({
      code: 'custom',
      path: ['urlLink'],
      message: 'Une annonce « lien seul » a besoin de son lien.',
    });
  }
  const hasLat = typeof value.lattitude === 'number';
  const hasLng = typeof value.longitude === 'number';
  if (hasLat !== hasLng) {
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'longitude' : 'lattitude'],
      message: 'Indiquez la latitude et la longitude, ou aucune des deux.',
    });
  }
});

export const adResolver = frenchResolver<AdFormValues>(FormSchema as z.ZodType);

export function adLanguageOfField(field: string): AdLang | null {
  const name = /^name_(fr|ar|en)$/.exec(field);
  if (name) return name[1] as AdLang;
  const text = /^(whoAreWe|ourProduct|workHours|fullAddress)(Fr|Ar|En)$/.exec(field);
  return text ? (text[2]!.toLowerCase() as AdLang) : null;
}
