import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, properties } from '../../server/db/schema.ts';
import { getPropertyDetails } from '../../server/services/pages/property-details.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jsonLdBlocks, metaContent, metaContents, tags, titleOf } from '../helpers/html.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
// Behind a proxy the server knows only its inner address: PUBLIC_URL gives the public one.
const ORIGIN = 'https://immo.example.dz';

// The property page through the real server (React Router rendered by Vite), as search engines
// and link previews read it.
describe('property details page', () => {
  let t: TestApp;
  let visibleId: number;
  let hiddenId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'production', env: { PUBLIC_URL: `${ORIGIN}/` } });
    const rows = await t.services.db
      .select({ id: properties.id, visible: properties.isVisible, images: properties.images })
      .from(properties)
      .orderBy(properties.id);
    visibleId = rows.find((row) => row.visible && row.images.length > 1)!.id;
    hiddenId = rows.find((row) => !row.visible)!.id;
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });

  it('renders the property on the server with its title, description and canonical address', async () => {
    const details = (await getPropertyDetails(t.services.db, visibleId, 'fr'))!;
    const response = await get(`/property/${visibleId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(titleOf(html)).toContain(details.name);
    expect(metaContent(html, 'description')!.length).toBeGreaterThan(50);
    expect(metaContent(html, 'description')!.length).toBeLessThanOrEqual(160);
    const canonical = tags(html, 'link').filter((tag) => tag.rel === 'canonical');
    expect(canonical).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/property/${visibleId}?lang=fr` },
    ]);
    expect(html).toContain(details.name);
  });

  it('declares each language once (hreflang) and the visitor default (x-default)', async () => {
    const html = (await get(`/property/${visibleId}?lang=en`)).body;
    const alternates = tags(html, 'link').filter((tag) => tag.rel === 'alternate' && tag.hreflang);
    const byLanguage = Object.fromEntries(alternates.map((tag) => [tag.hreflang, tag.href]));
    expect(alternates).toHaveLength(4);
    expect(byLanguage).toEqual({
      fr: `${ORIGIN}/property/${visibleId}?lang=fr`,
      ar: `${ORIGIN}/property/${visibleId}?lang=ar`,
      en: `${ORIGIN}/property/${visibleId}?lang=en`,
      'x-default': `${ORIGIN}/property/${visibleId}`,
    });
  });

  it('gives link previews an Open Graph and Twitter card with the first photo', async () => {
    const details = (await getPropertyDetails(t.services.db, visibleId, 'fr'))!;
    const html = (await get(`/property/${visibleId}`)).body;
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toContain(details.name);
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/property/${visibleId}?lang=fr`);
    expect(metaContent(html, 'og:locale')).toBe('fr_FR');
    expect(metaContents(html, 'og:locale:alternate').sort()).toEqual(['ar_AR', 'en_US']);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${details.images[0]}-1024.webp`);
    expect(metaContent(html, 'og:image:alt')).toBe(details.name);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    // The photo the preview points at is really served.
    const image = await t.app.inject({ url: new URL(metaContent(html, 'og:image')!).pathname });
    expect(image.statusCode).toBe(200);
  });

  it('describes the listing in JSON-LD: RealEstateListing, Offer in DZD, address and geo', async () => {
    const details = (await getPropertyDetails(t.services.db, visibleId, 'ar'))!;
    const html = (await get(`/property/${visibleId}?lang=ar`)).body;
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const blocks = jsonLdBlocks(html);
    const listing = blocks.find((block) => block['@type'] === 'RealEstateListing')!;
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      url: `${ORIGIN}/property/${visibleId}?lang=ar`,
      name: details.name,
      inLanguage: 'ar',
      datePosted: details.created_at,
      dateModified: details.updated_at,
      offers: {
        '@type': 'Offer',
        price: details.price,
        priceCurrency: 'DZD',
        itemOffered: {
          address: {
            '@type': 'PostalAddress',
            addressLocality: details.city,
            addressRegion: details.wilaya,
            addressCountry: 'DZ',
          },
          geo: {
            '@type': 'GeoCoordinates',
            latitude: details.latitude,
            longitude: details.longitude,
          },
        },
      },
    });
    expect(listing.image).toEqual(details.images.map((path) => `${ORIGIN}${path}-1024.webp`));
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect((breadcrumb.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(metaContent(html, 'og:locale')).toBe('ar_AR');
  });

  it('answers 404 with "Property not found" for a hidden, unknown or malformed id', async () => {
    for (const url of [`/property/${hiddenId}`, '/property/999999', '/property/12abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Bien introuvable');
      expect(metaContent(response.body, 'robots'), url).toBe('noindex, follow');
      expect(
        tags(response.body, 'link').some((tag) => tag.rel === 'canonical'),
        url,
      ).toBe(false);
    }
    const english = await get(`/property/${hiddenId}?lang=en`);
    expect(english.body).toContain('Property not found');
  });

  it('counts a view once per visitor and day, and never for robots', async () => {
    const views = async () =>
      (
        await t.services.db
          .select({ n: properties.view_count })
          .from(properties)
          .where(and(eq(properties.id, visibleId)))
      )[0]!.n;
    // A visitor of this test only (the page's other tests are another, counted already today).
    const visitor = { 'user-agent': `${BROWSER} ViewCounterTest/1` };
    const before = await views();
    const first = await get(`/property/${visibleId}`, visitor);
    expect(await views()).toBe(before + 1);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^pv=/);
    await get(`/property/${visibleId}?lang=ar`, { ...visitor, cookie });
    expect(await views()).toBe(before + 1);
    await get(`/property/${visibleId}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await get(`/property/${visibleId}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await get(`/property/${visibleId}`, {
      'user-agent': `${BROWSER} Other/2`,
      'sec-purpose': 'prefetch',
    });
    expect(await views()).toBe(before + 1);
    // The same visitor without the cookie is recognised on the server: not counted again.
    await get(`/property/${visibleId}`, visitor);
    expect(await views()).toBe(before + 1);
    // Another visitor (another browser) counts.
    await get(`/property/${visibleId}`, {
      'user-agent': `${BROWSER} Other/2`,
    });
    expect(await views()).toBe(before + 2);
  });

  describe('advertiser page', () => {
    it('describes the advertiser: canonical, Open Graph with the banner, LocalBusiness JSON-LD', async () => {
      const [ad] = await t.services.db.select().from(ads).where(eq(ads.isLinkOnly, false)).limit(1);
      const response = await get(`/ads/${ad!.id}?lang=ar`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const canonical = `${ORIGIN}/ads/${ad!.id}?lang=ar`;
      expect(tags(html, 'link').find((tag) => tag.rel === 'canonical')?.href).toBe(canonical);
      expect(titleOf(html)).toContain(ad!.name_ar);
      expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${ad!.bannerImage}-1024.webp`);
      const business = jsonLdBlocks(html).find((block) => block['@type'] === 'LocalBusiness')!;
      expect(business).toMatchObject({
        name: ad!.name_ar,
        telephone: ad!.phoneNumber,
        email: ad!.email,
        mainEntityOfPage: canonical,
        geo: { latitude: ad!.lattitude, longitude: ad!.longitude },
        address: { streetAddress: ad!.fullAddressAr, addressCountry: 'DZ' },
      });
      expect(business.sameAs).toContain(ad!.facebook);
    });

    it('sends a link-only ad to its address, and answers 404 for a hidden or unknown one', async () => {
      const [linkOnly] = await t.services.db.select().from(ads).where(eq(ads.isLinkOnly, true));
      const redirect = await get(`/ads/${linkOnly!.id}`);
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe(linkOnly!.urlLink);

      const [hidden] = await t.services.db
        .insert(ads)
        .values({ name_fr: 'Masquée', isVisible: false })
        .returning({ id: ads.id });
      for (const url of [`/ads/${hidden!.id}`, '/ads/424242', '/ads/x1']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('Cette annonce n&#x27;est pas disponible.');
        expect(metaContent(response.body, 'robots'), url).toBe('noindex, follow');
      }
    });
  });

  it('presents the agency on the home page: RealEstateAgent JSON-LD and canonical', async () => {
    const html = (await get('/?lang=fr')).body;
    expect(tags(html, 'link').find((tag) => tag.rel === 'canonical')?.href).toBe(
      `${ORIGIN}/?lang=fr`,
    );
    const agency = jsonLdBlocks(html).find((block) => block['@type'] === 'RealEstateAgent')!;
    expect(agency).toMatchObject({ url: `${ORIGIN}/`, address: { addressCountry: 'DZ' } });
    expect(agency.telephone).toBeTruthy();
  });
});
