// A list address whose keyword names filters redirects to the address of those filters
// (decision 0052): chips, a shared link, the back button and a saved search hold the structured
// search; what the address has no key for stays in the keyword. Demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../common/schemas/property.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { referenceIds, type RefIds } from '../helpers/factories.ts';
import { decodeEntities } from '../helpers/html.ts';

let t: TestApp;
let refs: RefIds;

beforeAll(async () => {
  t = await createTestApp({ demo: true, web: 'production' });
  refs = await referenceIds(t.services.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'fr' } });
const keyword = (words: string) => `keyword=${encodeURIComponent(words)}`;

describe('a typed search on a list page', () => {
  it('redirects to the address of the filters it names, which then stays put', async () => {
    const typed = await get(`/properties/both?${keyword('villa a vendre alger')}`);
    expect(typed.statusCode).toBe(302);
    const { types, statuses } = refs;
    expect(typed.headers.location).toBe(
      `/properties/sell?type=${types.villa}&status=${statuses.for_sale}&wilayas=16`,
    );
    const page = await get(typed.headers.location!);
    expect(page.statusCode).toBe(200);
    // The page's results are the search's: the 2 villas for sale in Algiers.
    const api = (
      await t.app.inject({
        url: `/api/properties?locale=fr&${keyword('villa a vendre alger').replace('keyword', 'text')}`,
      })
    ).json() as TPropertyList;
    expect(api.total).toBe(2);
    for (const card of api.data) expect(page.body).toContain(`/property/${card.id}`);
  });

  it('keeps in the keyword what the address cannot hold, and goes to the rent page', async () => {
    const typed = await get(`/properties/sell?${keyword('F3 à louer hydra avec jardin')}`);
    expect(typed.statusCode).toBe(302);
    expect(typed.headers.location).toBe(
      `/properties/rent?keyword=F3+jardin&status=${refs.statuses.for_rent}&wilayas=16&communes=589`,
    );
    expect((await get(typed.headers.location!)).statusCode).toBe(200);
  });

  it('carries a commune as a key, shown as a chip in the page language (decision 0081)', async () => {
    const typed = await get(`/properties/both?${keyword('f4 a louer a staoueli')}`);
    expect(typed.statusCode).toBe(302);
    const address = `/properties/rent?keyword=f4&status=${refs.statuses.for_rent}&wilayas=16&communes=608`;
    expect(typed.headers.location).toBe(address);
    const chips = (html: string) =>
      decodeEntities(/data-testid="filter-chips"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '');
    const fr = await get(address);
    expect(fr.statusCode).toBe(200);
    expect(chips(fr.body)).toContain('>Staoueli<');
    expect(chips(fr.body)).toContain('>16 - Alger<');
    expect(chips((await get(`${address}&lang=ar`)).body)).toContain('>سطاوالي<');
    expect(chips((await get(`${address}&lang=en`)).body)).toContain('>Staoueli<');
    // The page lists the commune's listings: those of the API's commune filter.
    const page = await get('/properties/both?communes=608');
    const api = (
      await t.app.inject({ url: '/api/properties?locale=fr&communes=608&limit=20' })
    ).json() as TPropertyList;
    expect(api.total).toBeGreaterThan(0);
    for (const card of api.data) expect(page.body).toContain(`/property/${card.id}`);
    expect(chips(page.body)).toContain('>Staoueli<');
  });

  it('moves a price with its unit and keeps the language chosen', async () => {
    const typed = await get(
      `/properties/both?${keyword('appartement moins de 1 milliard')}&lang=ar`,
    );
    expect(typed.headers.location).toBe(
      `/properties/both?type=${refs.types.apartment}&maxPrice=10000000&lang=ar`,
    );
  });

  it('keeps the parameters that are not filters: the language, a campaign tag (#34)', async () => {
    const typed = await get(
      `/properties/both?${keyword('villa a vendre alger')}&lang=ar&utm_source=facebook`,
    );
    expect(typed.statusCode).toBe(302);
    const { types, statuses } = refs;
    expect(typed.headers.location).toBe(
      `/properties/sell?type=${types.villa}&status=${statuses.for_sale}&wilayas=16&lang=ar&utm_source=facebook`,
    );
    const page = await get(typed.headers.location!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('leaves a keyword that names no filter as it is', async () => {
    const page = await get(`/properties/both?${keyword('vue sur mer')}`);
    expect(page.statusCode).toBe(200);
  });
});

describe('the home hero: a suggestion picked with the pickers set (#34, decision 0075)', () => {
  /** Follows the redirects to the list page's final address. */
  const settle = async (url: string) => {
    let at = url;
    for (let hop = 0; hop < 3; hop++) {
      const response = await get(at);
      if (response.statusCode !== 302) return at;
      at = response.headers.location!;
    }
    return at;
  };

  it('adds buy/rent, the type and the wilaya the suggestion does not name', async () => {
    // « oran » names a wilaya only: renting, apartments, from the pickers.
    const { apartment } = refs.types;
    expect(
      await settle(`/properties/both?keyword=oran&kind=rent&type=${apartment}&wilayas=16`),
    ).toBe(`/properties/rent?type=${apartment}&wilayas=31`);
  });

  it('lets the suggestion win where both name the same filter', async () => {
    const { types, statuses } = refs;
    expect(
      await settle(
        `/properties/sell?${keyword('villa a louer alger')}&kind=sell&type=${types.apartment}&wilayas=31&lang=ar`,
      ),
    ).toBe(`/properties/rent?type=${types.villa}&status=${statuses.for_rent}&wilayas=16&lang=ar`);
  });
});

describe('a search with no result', () => {
  it('proposes the wider searches with their counts, never advice about an unset filter', async () => {
    const page = await get(`/properties/both?type=${refs.types.villa}&wilayas=58`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="no-results"');
    expect(page.body).toContain('Sans « 58 - El Meniaa » : 9 biens');
    expect(page.body).toContain(`href="/properties/both?type=${refs.types.villa}"`);
    expect(page.body).not.toContain('fourchette de prix');
    const wider = await get(`/properties/both?type=${refs.types.villa}`);
    expect(wider.body).toContain('9 biens trouvés');
  });

  it('writes each count in the plural form of its number, in French and Arabic', async () => {
    // Villas with « piscine » in Tlemcen: none; 3 in all of Algeria, 1 in Tlemcen's neighbours.
    const search = `/properties/both?keyword=piscine&type=${refs.types.villa}&wilayas=13`;
    const fr = decodeEntities((await get(`${search}&lang=fr`)).body);
    expect(fr).toContain('>Sans « 13 - Tlemcen » : 3 biens<');
    expect(fr).toContain('>Dans les wilayas voisines : 1 bien<');
    const ar = decodeEntities((await get(`${search}&lang=ar`)).body);
    expect(ar).toContain('>بدون « 13 - تلمسان »: 3 عقارات<');
    expect(ar).toContain('>في الولايات المجاورة: عقار واحد<');
  });
});
