import parser from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFilterOptions } from '../../server/services/reference/reference-options.ts';
import { availableStatusesForPage, statusesForPage } from '../../common/search-query.ts';
import { WILAYAS } from '../../common/wilayas.ts';
import { slugify } from '../../common/slugs.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// The landing pages through the real server on the demo data: routing, the words of the page in
// three languages, canonicals, JSON-LD, the sitemap and the empty pages.
const ORIGIN = 'http://localhost';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const title = (html: string) => decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
const h1 = (html: string) =>
  decode((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const metaContent = (html: string, name: string) =>
  decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const canonical = (html: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('landing pages', () => {
  let t: TestApp;
  let sellStatuses: string;
  let rentStatuses: string;
  let apartment: string;
  let house: string;
  let options: Awaited<ReturnType<typeof getFilterOptions>>;

  /** The number of available listings of a kind in a wilaya (of a type), as the API counts them. */
  const apiTotal = async (statuses: string, wilaya: number, type?: string) => {
    const query = new URLSearchParams({ property_status_id: statuses, wilayas: String(wilaya) });
    if (type) query.set('property_type_id', type);
    const response = await t.app.inject({ url: `/api/properties?${query}&limit=1` });
    return (response.json() as { total: number }).total;
  };
  const get = (url: string) => t.app.inject({ url });

  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'production', env: { PUBLIC_URL: ORIGIN } });
    options = await getFilterOptions(t.services.db, 'fr');
    // A landing page lists its kind's available listings (decision 0072).
    const of = (kind: 'sell' | 'rent') =>
      availableStatusesForPage(kind, options.statuses).join(',');
    sellStatuses = of('sell');
    rentStatuses = of('rent');
    apartment = options.types.find((type) => type.name_fr === 'Appartement')!.id;
    house = options.types.find((type) => type.name_fr === 'Maison')!.id;
  }, 120_000);
  afterAll(() => t.close());

  it('answers the wilaya and wilaya-and-type paths, 404 for an unknown slug', async () => {
    expect((await get('/properties/sell/alger')).statusCode).toBe(200);
    expect((await get('/properties/rent/oran/appartement')).statusCode).toBe(200);
    const unknownPlace = await get('/properties/sell/paris');
    expect(unknownPlace.statusCode).toBe(404);
    expect(unknownPlace.body).toContain('Page introuvable');
    expect((await get('/properties/sell/alger/chateau')).statusCode).toBe(404);
    expect((await get('/properties/sell/Alger')).statusCode).toBe(404);
    // Other kinds still go to the list of both, keeping the query; the probes still answer.
    const other = await get('/properties/a/b?wilayas=16');
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/properties/both?wilayas=16');
    const count = await get('/properties/sell/count?wilayas=16');
    expect(count.statusCode).toBe(200);
    // The list page of a kind (not a landing page) keeps its sold listings, ranked last.
    const sellPage = statusesForPage('sell', options.statuses).join(',');
    expect(count.json()).toMatchObject({ total: await apiTotal(sellPage, 16) });
  });

  it('names place, type and count in the title, H1 and description, in three languages', async () => {
    const total = await apiTotal(sellStatuses, 16, apartment);
    expect(total).toBeGreaterThan(1);
    const expected = {
      fr: [`Appartements à vendre à Alger`, `${total} biens`, 'Chenoua Immobilier'],
      en: [`Apartments for sale in Algiers`, `${total} properties`, 'Chenoua Real Estate'],
      ar: [`شقق للبيع في الجزائر`, '', 'شنوة للعقار'],
    } as const;
    for (const [language, [heading, count, brand]] of Object.entries(expected)) {
      const response = await get(`/properties/sell/alger/appartement?lang=${language}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(h1(html)).toBe(heading);
      expect(title(html)).toContain(`${heading} — `);
      expect(title(html)).toContain(count);
      expect(title(html)).toContain(brand);
      expect(metaContent(html, 'description')).toContain(heading);
      expect(html).toContain('data-testid="landing-intro"');
    }
    // Arabic counts with its own plural forms: 3 to 10 take عقارات (the demo has 3 here).
    expect(total).toBeGreaterThanOrEqual(3);
    expect(total).toBeLessThanOrEqual(10);
    const ar = await get('/properties/sell/alger/appartement?lang=ar');
    expect(title(ar.body)).toContain(`${total} عقارات`);
    // One listing is singular (the demo has one house for sale in Alger).
    expect(await apiTotal(sellStatuses, 16, house)).toBe(1);
    const single = await get('/properties/sell/alger/maison?lang=fr');
    expect(title(single.body)).toContain('— 1 bien |');
    expect(title((await get('/properties/sell/alger/maison?lang=en')).body)).toContain(
      '— 1 property |',
    );
  });

  it('shows the same results as the query-string search it stands for', async () => {
    const total = await apiTotal(rentStatuses, 31);
    const html = (await get('/properties/rent/oran?lang=fr')).body;
    expect(html).toMatch(new RegExp(`data-testid="results-count"[^>]*>${total} biens`));
    const cards = [...html.matchAll(/data-property-id="(\d+)"/g)].map((match) => match[1]);
    const list = (await get(`/properties/rent?wilayas=31&status=${rentStatuses}&lang=fr`)).body;
    expect([...list.matchAll(/data-property-id="(\d+)"/g)].map((match) => match[1])).toEqual(cards);
  });

  it('gives the median price per m² from five listings with an area, not fewer', async () => {
    const busy = await get('/properties/sell/alger?lang=fr');
    expect(await apiTotal(sellStatuses, 16)).toBeGreaterThanOrEqual(5);
    expect(busy.body).toMatch(
      /data-testid="landing-median"[^>]*>Prix médian\s:\s[\d\s\u202f]+\sDA le m²/u,
    );
    expect(await apiTotal(sellStatuses, 16, apartment)).toBeLessThan(5);
    const few = await get('/properties/sell/alger/appartement?lang=fr');
    expect(few.body).not.toContain('data-testid="landing-median"');
  });

  it('points its canonical at itself, and equal query-string searches at it', async () => {
    const self = await get('/properties/sell/alger/appartement?lang=fr&order=price_asc');
    expect(canonical(self.body)).toBe(`${ORIGIN}/properties/sell/alger/appartement?lang=fr`);
    const equal = await get(
      `/properties/sell?wilayas=16&type=${apartment}&order=date_desc&lang=en`,
    );
    expect(canonical(equal.body)).toBe(`${ORIGIN}/properties/sell/alger/appartement?lang=en`);
    const paged = await get('/properties/rent?wilayas=16&page=2&lang=fr');
    expect(canonical(paged.body)).toBe(`${ORIGIN}/properties/rent/alger?page=2&lang=fr`);
    // Anything more is a search of its own, with no landing page to stand for.
    for (const url of [
      '/properties/sell?wilayas=16&minPrice=1000000',
      '/properties/sell?wilayas=16,31',
      '/properties/both?wilayas=16',
      '/properties/sell?wilayas=16&keyword=vue',
    ]) {
      expect(canonical((await get(url)).body) ?? '', url).not.toContain('/properties/sell/alger');
    }
  });

  it('carries breadcrumbs and the results as JSON-LD', async () => {
    const html = (await get('/properties/sell/alger/appartement?lang=fr')).body;
    const blocks = jsonLd(html);
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual([
      'Accueil',
      'Biens à vendre',
      'Alger',
      'Appartements à vendre à Alger',
    ]);
    expect(items[2]!.item).toBe(`${ORIGIN}/properties/sell/alger?lang=fr`);
    expect(html).toMatch(/<nav aria-label="Fil d&#x27;Ariane"/);
    const list = blocks.find((block) => block['@type'] === 'ItemList')!;
    const cards = [...html.matchAll(/data-property-id="(\d+)"/g)].map((match) => match[1]);
    const entries = list.itemListElement as { position: number; url: string }[];
    expect(list.numberOfItems).toBe(await apiTotal(sellStatuses, 16, apartment));
    expect(entries.map((entry) => /\/property\/(\d+)/.exec(entry.url)?.[1])).toEqual(cards);
    expect(entries.map((entry) => entry.position)).toEqual(cards.map((_, index) => index + 1));
  });

  it('links nearby wilayas and the other types that have listings', async () => {
    const html = (await get('/properties/sell/alger?lang=fr')).body;
    const links = /data-testid="landing-links".*?<\/div>/s.exec(html)?.[0] ?? '';
    expect(links).toContain('Wilayas proches');
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/properties\/sell\/[a-z-]+(\/[a-z-]+)?$/);
      expect((await get(href)).body, href).not.toContain('content="noindex');
    }
  });

  it('answers an empty page with 200, noindex and suggestions that have listings', async () => {
    const counts = await Promise.all(
      WILAYAS.map(async (wilaya) => ({ wilaya, total: await apiTotal(rentStatuses, wilaya.id) })),
    );
    const empty = counts.find((entry) => entry.total === 0)!.wilaya;
    const response = await get(`/properties/rent/${slugify(empty.fr)}?lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.body).toContain(`Aucun bien à louer à ${empty.fr} pour le moment.`);
    const links = /data-testid="landing-links".*?<\/div>/s.exec(response.body)?.[0] ?? '';
    expect(links).toMatch(/href="\/properties\/rent\/[a-z-]+"/);
  });

  it('lists in the sitemap exactly the landing pages that have listings, with hreflang', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(parser.validate(xml)).toBe(true);
    const parsed = parser.parse(xml, { ignoreAttributes: false, attributeNamePrefix: '@' }) as {
      urlset: { url: { loc: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] }[] };
    };
    const landing = parsed.urlset.url.filter((url) =>
      /\/properties\/(sell|rent)\/[a-z]/.test(url.loc),
    );
    const paths = new Set(landing.map((url) => new URL(url.loc).pathname));
    // Every wilaya page of each kind: listed if and only if the API finds listings there.
    for (const [kind, statuses] of [
      ['sell', sellStatuses],
      ['rent', rentStatuses],
    ] as const) {
      for (const wilaya of WILAYAS) {
        const total = await apiTotal(statuses, wilaya.id);
        expect(paths.has(`/properties/${kind}/${slugify(wilaya.fr)}`), wilaya.fr).toBe(total > 0);
      }
    }
    expect(paths.has('/properties/sell/alger/appartement')).toBe(
      (await apiTotal(sellStatuses, 16, apartment)) > 0,
    );
    const alger = landing.find((url) => url.loc === `${ORIGIN}/properties/sell/alger?lang=fr`)!;
    expect(alger['xhtml:link'].map((link) => link['@hreflang']).sort()).toEqual([
      'ar',
      'en',
      'fr',
      'x-default',
    ]);
    expect(alger['xhtml:link'].find((link) => link['@hreflang'] === 'ar')!['@href']).toBe(
      `${ORIGIN}/properties/sell/alger?lang=ar`,
    );
  });

  it('links a property to its landing pages, and the footer and home to cities and partners', async () => {
    const [first] = (
      (
        await get(
          `/api/properties?wilayas=16&property_status_id=${sellStatuses}&property_type_id=${apartment}&limit=1`,
        )
      ).json() as {
        data: { id: number }[];
      }
    ).data;
    const page = (await get(`/property/${first!.id}?lang=fr`)).body;
    const links = /data-testid="property-landings".*?<\/nav>/s.exec(page)?.[0] ?? '';
    expect(decode(links)).toContain('>Appartements à vendre à Alger<');
    expect(links).toContain('href="/properties/sell/alger/appartement"');
    expect(links).toContain('href="/properties/sell/alger"');
    // Its breadcrumb's wilaya is the landing page too.
    const crumbs = jsonLd(page).find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(JSON.stringify(crumbs.itemListElement)).toContain(`${ORIGIN}/properties/sell/alger"`);

    const home = (await get('/?lang=fr')).body;
    expect(home).toMatch(/data-testid="home-cities".*href="\/properties\/(sell|rent)\/[a-z-]+"/s);
    const partners = /data-testid="home-partners".*?<\/section>/s.exec(home)?.[0] ?? '';
    expect(partners).toMatch(/href="\/ads\/\d+"/);
    const footer = /data-testid="site-footer".*?<\/footer>/s.exec(
      (await get('/about?lang=fr')).body,
    )?.[0];
    expect(footer).toContain('Villes principales');
    expect(footer).toMatch(/href="\/properties\/(sell|rent)\/[a-z-]+"/);
    expect(footer).toMatch(/href="\/ads\/\d+"/);
  });
});
