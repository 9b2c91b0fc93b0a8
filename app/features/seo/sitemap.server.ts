// /sitemap.xml: every public page in the three languages (landing pages only when they have a
// visible listing), each <url> naming its language alternates (xhtml:link), lastmod from the
// record's updated_at. Built from the database on each request, so it follows every change. Past SITEMAP_MAX_URLS addresses it becomes a sitemap index
// of parts (/sitemap.xml?page=N), each under the limit.
import { LANGUAGES } from '../../../common/languages.ts';
import type { Services } from '../../../server/services/index.ts';
import {
  countSitemapEntries,
  listSitemapAds,
  listSitemapProperties,
  type SitemapEntry,
} from '../../../server/services/pages/sitemap-entries.ts';
import { languageAlternates, pageUrl } from './urls.ts';
import { listLandingPaths } from '../../../server/services/pages/landing-pages.ts';

/** The database handle the services take (loaders reach it only through `services`). */
type Db = Services['db'];

/**
 * Addresses per file. The protocol allows 50,000 (and 50 MB); with three xhtml:link alternates
 * per address a file of 10,000 stays near 5 MB, quick to build and to fetch.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** Pages that are not records: the home page, the lists, about and contact. */
export const STATIC_PATHS = [
  '/',
  '/properties/sell',
  '/properties/rent',
  '/properties/both',
  '/about',
  '/contact-us',
  '/estimate',
  '/entrust',
] as const;

interface Page {
  path: string;
  lastmod?: Date;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

function urlElements(origin: string, page: Page): string {
  const alternates = languageAlternates(origin, page.path)
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(pageUrl(origin, page.path, language))}</loc>${lastmod}${alternates}</url>`,
  ).join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(origin: string, pages: Page[]): string {
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    pages.map((page) => urlElements(origin, page)).join('\n') +
    '\n</urlset>\n'
  );
}

function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  );
}

const toPage = (prefix: string) => (entry: SitemapEntry) => ({
  path: `${prefix}${entry.id}`,
  lastmod: new Date(entry.updated_at),
});

/**
 * The pages (each listed in the three languages) from `start` to `end` in the sitemap's order:
 * the pages that are not records (the static ones, then the landing pages that have listings),
 * the properties, the ads.
 */
async function pagesBetween(
  db: Db,
  fixed: readonly string[],
  start: number,
  end: number,
  propertyCount: number,
) {
  const statics: Page[] = fixed.slice(start, end).map((path) => ({ path }));
  const propertyStart = Math.max(0, start - fixed.length);
  const propertyEnd = Math.min(propertyCount, end - fixed.length);
  const adStart = Math.max(0, start - fixed.length - propertyCount);
  const adEnd = end - fixed.length - propertyCount;
  const [props, adPages] = await Promise.all([
    listSitemapProperties(db, propertyStart, propertyEnd - propertyStart),
    listSitemapAds(db, adStart, adEnd - adStart),
  ]);
  return [...statics, ...props.map(toPage('/property/')), ...adPages.map(toPage('/ads/'))];
}

/**
 * The sitemap (or, when it is too large, its index; `part` then picks one part, from 1).
 * Null for a part that does not exist.
 */
export async function buildSitemap(
  db: Db,
  origin: string,
  part?: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const [counts, landings] = await Promise.all([countSitemapEntries(db), listLandingPaths(db)]);
  const fixed = [...STATIC_PATHS, ...landings];
  const total = fixed.length + counts.properties + counts.ads;
  const perPart = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  const parts = Math.ceil(total / perPart);
  if (part === undefined) {
    if (parts > 1) return sitemapIndex(origin, parts);
    return urlset(origin, await pagesBetween(db, fixed, 0, total, counts.properties));
  }
  if (!Number.isInteger(part) || part < 1 || part > parts) return null;
  const start = (part - 1) * perPart;
  return urlset(origin, await pagesBetween(db, fixed, start, start + perPart, counts.properties));
}
