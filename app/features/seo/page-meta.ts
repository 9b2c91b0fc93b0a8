// A page's <head> for search engines and link previews: title, description, canonical address,
// Open Graph and Twitter card, robots, and JSON-LD blocks. (The hreflang alternates are written by
// the root layout for every public page, from the same address rules: see urls.ts.)
import type { MetaDescriptor } from 'react-router';
import type { Language } from '../../../common/languages.ts';

/** Open Graph locales (the ones Facebook knows) of the site's languages. */
export const OG_LOCALES: Record<Language, string> = { fr: 'fr_FR', ar: 'ar_AR', en: 'en_US' };

export interface SeoImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute address of this page in this language. */
  canonical: string;
  language: Language;
  siteName: string;
  type?: 'website' | 'article' | 'profile';
  image?: SeoImage;
  /** Pages that must stay out of search results (errors). */
  noindex?: boolean;
  jsonLd?: readonly object[];
}

/** Descriptions are cut at a word near 160 characters, as result pages show them. */
export function truncateText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const description = truncateText(seo.description);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: description },
  ];
  if (seo.noindex) {
    tags.push({ name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  const ogLocale = OG_LOCALES[seo.language];
  tags.push(
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: ogLocale },
    ...Object.values(OG_LOCALES)
      .filter((locale) => locale !== ogLocale)
      .map((locale) => ({ property: 'og:locale:alternate', content: locale })),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: description },
  );
  if (seo.image) {
    const { url, alt, width, height, type } = seo.image;
    tags.push({ property: 'og:image', content: url });
    if (type) tags.push({ property: 'og:image:type', content: type });
    if (width) tags.push({ property: 'og:image:width', content: String(width) });
    if (height) tags.push({ property: 'og:image:height', content: String(height) });
    tags.push(
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:image', content: url },
      { name: 'twitter:image:alt', content: alt },
    );
  }
  for (const block of seo.jsonLd ?? []) tags.push({ 'script:ld+json': block });
  return tags;
}
