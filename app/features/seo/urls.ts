// Absolute addresses of the public pages, in one language: what canonical links, hreflang
// alternates, Open Graph and the sitemap all agree on.
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { imageVariantUrl, type ImageWidth } from '../../../common/media.ts';

/** `https://site/property/12?lang=ar`; without a language, the bare address (x-default). */
export function pageUrl(origin: string, pathname: string, language?: Language): string {
  const url = new URL(pathname, origin);
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}

export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** The page in each language, and the bare address that follows the visitor's choice. */
export function languageAlternates(origin: string, pathname: string): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language,
      href: pageUrl(origin, pathname, language),
    })),
    { hrefLang: 'x-default' as const, href: pageUrl(origin, pathname) },
  ];
}

/** A stored image (or an already absolute address) as an absolute URL of one of its widths. */
export function absoluteImageUrl(origin: string, imagePath: string, width: ImageWidth): string {
  if (/^https?:\/\//.test(imagePath)) return imagePath;
  return new URL(imageVariantUrl(imagePath, width), origin).toString();
}
