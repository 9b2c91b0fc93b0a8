import { eq } from 'drizzle-orm';
import parser from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitemap, STATIC_PATHS } from '../../app/features/seo/sitemap.server.ts';
import { listLandingPaths } from '../../server/services/pages/landing-pages.ts';
import { ads, properties } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// fast-xml-parser comes with s3rver (a dev dependency): a real XML parser and validator.
const parseXml = (xml: string) => {
  expect(parser.validate(xml)).toBe(true);
  return parser.parse(xml, { ignoreAttributes: false, attributeNamePrefix: '@' }) as Record<
    string,
    Record<string, unknown>
  >;
};
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@hreflang': string; '@href': string }[];
}

const ORIGIN = 'http://localhost';

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'production', env: { PUBLIC_URL: ORIGIN } });
  }, 120_000);
  afterAll(() => t.close());

  it('lists exactly the visible properties and ad pages, in the three languages', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = parseXml(response.body);
    const urls = asArray(xml.urlset!.url as UrlEntry | UrlEntry[]);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);

    const rows = await t.services.db
      .select({ id: properties.id, visible: properties.isVisible, updated: properties.updated_at })
      .from(properties);
    const visible = rows.filter((row) => row.visible);
    const listed = new Set(
      locs
        .map((loc) => /\/property\/(\d+)\?lang=fr$/.exec(loc)?.[1])
        .filter(Boolean)
        .map(Number),
    );
    expect([...listed].sort((a, b) => a - b)).toEqual(
      visible.map((row) => row.id).sort((a, b) => a - b),
    );
    for (const hidden of rows.filter((row) => !row.visible)) {
      expect(locs.some((loc) => loc.includes(`/property/${hidden.id}?`))).toBe(false);
    }
    for (const language of ['fr', 'ar', 'en']) {
      expect(
        locs.filter(
          (loc) => /\/property\/\d+\?lang=/.test(loc) && loc.endsWith(`lang=${language}`),
        ),
      ).toHaveLength(visible.length);
    }

    // Ads: visible ones that are pages of their own (a link-only ad sends visitors elsewhere).
    const adRows = await t.services.db.select().from(ads);
    const adPages = adRows.filter((ad) => ad.isVisible && !ad.isLinkOnly).map((ad) => ad.id);
    const listedAds = [
      ...new Set(
        locs
          .map((loc) => /\/ads\/(\d+)\?/.exec(loc)?.[1])
          .filter(Boolean)
          .map(Number),
      ),
    ];
    expect(listedAds.sort()).toEqual(adPages.sort());
    expect(locs).toContain(`${ORIGIN}/?lang=ar`);
    // The landing pages with listings (tests/server/landing-pages.test.ts checks which).
    const landings = await listLandingPaths(t.services.db);
    expect(landings.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(
      3 * (STATIC_PATHS.length + landings.length + visible.length + adPages.length),
    );

    // Each address names its alternates and its last change.
    const first = visible[0]!;
    const entry = urls.find((url) => url.loc === `${ORIGIN}/property/${first.id}?lang=ar`)!;
    expect(entry.lastmod).toBe(first.updated.toISOString());
    expect(entry['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])).toEqual([
      ['fr', `${ORIGIN}/property/${first.id}?lang=fr`],
      ['ar', `${ORIGIN}/property/${first.id}?lang=ar`],
      ['en', `${ORIGIN}/property/${first.id}?lang=en`],
      ['x-default', `${ORIGIN}/property/${first.id}`],
    ]);
  });

  it('follows changes at once: a property hidden by staff leaves the sitemap', async () => {
    const [row] = await t.services.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.isVisible, true))
      .limit(1);
    await t.services.db
      .update(properties)
      .set({ isVisible: false })
      .where(eq(properties.id, row!.id));
    try {
      const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
      expect(body).not.toContain(`/property/${row!.id}?`);
    } finally {
      await t.services.db
        .update(properties)
        .set({ isVisible: true })
        .where(eq(properties.id, row!.id));
    }
  });

  it('becomes an index of parts past the size limit, each part under it', async () => {
    const n = (await t.services.db.select().from(properties).where(eq(properties.isVisible, true)))
      .length;
    const maxUrls = 60; // 20 pages (× 3 languages) per part
    const index = parseXml((await buildSitemap(t.services.db, ORIGIN, undefined, maxUrls))!);
    const parts = asArray(index.sitemapindex!.sitemap as { loc: string } | { loc: string }[]);
    const adPages = (await t.services.db.select().from(ads)).filter(
      (ad) => ad.isVisible && !ad.isLinkOnly,
    ).length;
    const landings = (await listLandingPaths(t.services.db)).length;
    const pages = STATIC_PATHS.length + landings + n + adPages;
    expect(parts.map((part) => part.loc)).toEqual(
      Array.from(
        { length: Math.ceil(pages / 20) },
        (_, i) => `${ORIGIN}/sitemap.xml?page=${i + 1}`,
      ),
    );
    const all: string[] = [];
    for (let part = 1; part <= parts.length; part++) {
      const xml = parseXml((await buildSitemap(t.services.db, ORIGIN, part, maxUrls))!);
      const urls = asArray(xml.urlset!.url as UrlEntry | UrlEntry[]);
      expect(urls.length).toBeLessThanOrEqual(maxUrls);
      all.push(...urls.map((url) => url.loc));
    }
    expect(all).toHaveLength(pages * 3);
    expect(new Set(all).size).toBe(all.length);
    expect(await buildSitemap(t.services.db, ORIGIN, parts.length + 1, maxUrls)).toBeNull();
    // Through the server: an unknown part is a 404.
    expect((await t.app.inject({ url: '/sitemap.xml?page=99' })).statusCode).toBe(404);
  });

  it('robots.txt keeps crawlers out of the back-office and the API and points to the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /cms');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
