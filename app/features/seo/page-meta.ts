// A page's <head> for search engines and link previews: title, description, canonical address,
// Open Graph and Twitter card, robots, and JSON-LD blocks. Every public page goes through
// `pageMeta`; a page that knows less (no canonical address, no image) gets the tags it can fill.
// (The hreflang alternates are written by the root layout for every public page, from the same
// address rules: see urls.ts.)
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

/** What a page's loader prepares for its <head>: at least its title and description. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of this page in this language. */
  canonical?: string;
  language?: Language;
  siteName?: string;
  type?: 'website' | 'article' | 'profile';
  image?: SeoImage;
  /** Pages that must stay out of search results (errors). */
  noindex?: boolean;
  jsonLd?: readonly object[];
}

/** A page search engines index as its own: its address, language and site are known. */
export type PageSeo = PageMeta & Required<Pick<PageMeta, 'canonical' | 'language' | 'siteName'>>;

/** Descriptions are cut at a word near 160 characters, as result pages show them. */
export function truncateText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The <head> tags of a page; none while its loader has not answered (an error page). */
export function pageMeta(page: PageMeta | undefined): MetaDescriptor[] {
  if (!page) return [];
  const description = truncateText(page.description);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: description },
  ];
  if (page.noindex) {
    tags.push({ name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  const { canonical, language, siteName } = page;
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  tags.push({ property: 'og:type', content: page.type ?? 'website' });
  if (siteName) tags.push({ property: 'og:site_name', content: siteName });
  tags.push(
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
  );
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  if (language) {
    const ogLocale = OG_LOCALES[language];
    tags.push(
      { property: 'og:locale', content: ogLocale },
      ...Object.values(OG_LOCALES)
        .filter((locale) => locale !== ogLocale)
        .map((locale) => ({ property: 'og:locale:alternate', content: locale })),
    );
  }
  tags.push(
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
  );
  if (page.image) {
    const { url, alt, width, height, type } = page.image;
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
  for (const block of page.jsonLd ?? []) tags.push({ 'script:ld+json': block });
  return tags;
}
