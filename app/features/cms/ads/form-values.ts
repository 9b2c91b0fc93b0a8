// The ad form's values, from a stored ad, to the request body, and the validation (shared schema).
import { ZAdCreateSchema, type TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { recordOf, type FormFieldsOf } from '../form/form-fields.ts';
import { frenchResolver } from '../form/french-resolver.ts';
import type { TAdCreateBody } from './api.ts';

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

export type AdFormValues = FormFieldsOf<
  TAdCreateBody,
  Record<AdTextKey, string> &
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
    }
>;

export function adTextKey(field: (typeof AD_TEXTS)[number], lang: AdLang): AdTextKey {
  return `${field}${SUFFIX[lang]}`;
}

const AD_TEXT_KEYS = AD_TEXTS.flatMap((field) =>
  (['fr', 'ar', 'en'] as const).map((lang) => adTextKey(field, lang)),
);

export function emptyAdValues(): AdFormValues {
  return {
    ...recordOf(AD_TEXT_KEYS, () => ''),
    ...recordOf(AD_LINKS, () => ''),
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
  return {
    ...recordOf(AD_TEXT_KEYS, (key) => ad[key] ?? ''),
    ...recordOf(AD_LINKS, (key) => ad[key] ?? ''),
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
export function adValuesToPayload(values: AdFormValues, original?: TAdminAd): TAdCreateBody {
  /** Left out (undefined: not in the JSON) when empty, null when it clears a stored value. */
  const coordinate = (key: 'lattitude' | 'longitude') => {
    if (values[key].trim() !== '') return toNumber(values[key]);
    return original && original[key] !== null ? null : undefined;
  };
  return {
    name_fr: values.name_fr.trim(),
    name_en: values.name_en.trim(),
    name_ar: values.name_ar.trim(),
    bannerImage: values.bannerImage,
    images: [...values.images],
    isVisible: values.isVisible,
    isLinkOnly: values.isLinkOnly,
    ...recordOf(AD_TEXT_KEYS, (key) => values[key].trim()),
    ...recordOf(AD_LINKS, (key) => values[key].trim() || null),
    lattitude: coordinate('lattitude'),
    longitude: coordinate('longitude'),
  };
}

/**
 * The shared create schema, with its rules between fields: a link-only ad has its link, both
 * coordinates or none.
 */
export const adResolver = frenchResolver<typeof ZAdCreateSchema, AdFormValues>(ZAdCreateSchema);

export function adLanguageOfField(field: string): AdLang | null {
  const name = /^name_(fr|ar|en)$/.exec(field);
  if (name) return name[1] as AdLang;
  const text = /^(whoAreWe|ourProduct|workHours|fullAddress)(Fr|Ar|En)$/.exec(field);
  return text ? (text[2]!.toLowerCase() as AdLang) : null;
}
