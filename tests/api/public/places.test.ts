// GET /api/places/communes: the names of given communes for pages that hold only their numbers
// (the favourites page's saved searches), in the locale, kept long by caches, and a 400 naming
// `ids` for anything that is not a short list of commune numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCommuneNameList } from '../../../common/schemas/places.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/places/communes?${query}`, headers });

async function names(query: string): Promise<TCommuneNameList> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/places/communes', () => {
  it('names each commune asked, once, in the order asked, in the locale', async () => {
    const staoueli = { id: 608, wilaya: 16, name_fr: 'Staoueli', name_ar: 'سطاوالي' };
    const fr = await names('ids=609,608,609&locale=fr');
    expect(fr).toEqual({
      data: [
        {
          id: 609,
          wilaya: 16,
          name: 'Tessala El Merdja',
          name_fr: 'Tessala El Merdja',
          name_ar: 'تسالة المرجة',
        },
        { ...staoueli, name: 'Staoueli' },
      ],
      total: 2,
      page: 1,
      limit: 2,
    });
    expect((await names('ids=608&locale=ar')).data).toEqual([{ ...staoueli, name: 'سطاوالي' }]);
    // English pages write the French name, as the list page's chips do.
    expect((await names('ids=608&locale=en')).data[0]!.name).toBe('Staoueli');
    // French by default; the first and the last commune numbers; a repeated parameter.
    expect((await names('ids=608')).data[0]!.name).toBe('Staoueli');
    expect((await names('ids=1,1541')).data.map((c) => c.id)).toEqual([1, 1541]);
    expect((await names('ids=608&ids=1')).data.map((c) => c.id)).toEqual([608, 1]);
  });

  it('may be kept a day by any cache: reference data that changes only with a release', async () => {
    const requests: Record<string, string>[] = [{}, { cookie: 'session=1' }];
    for (const headers of requests) {
      const response = await get('ids=608', headers);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      );
    }
  });

  it('answers 400 naming ids for missing, malformed, out of range or too many ids', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect((await names(`ids=${fifty}`)).total).toBe(50);
    const cases: [string, RegExp][] = [
      ['', /ids: is required/],
      ['ids=', /ids: is required/],
      ['ids=,,', /ids: is required/],
      ['ids=abc', /ids: must be comma-separated ids from 1 to 1541/],
      ['ids=608,x', /ids: must be comma-separated ids from 1 to 1541 \(got "x"\)/],
      ['ids=0', /from 1 to 1541/],
      ['ids=1542', /from 1 to 1541 \(got "1542"\)/],
      ['ids=-3', /from 1 to 1541/],
      ['ids=1.5', /from 1 to 1541/],
      ['ids=99999999999999999999', /from 1 to 1541/],
      [`ids=${fifty},51`, /ids: must hold at most 50 ids/],
      [`ids=${'1,'.repeat(1100)}`, /ids: is too long/],
      ['ids=608&locale=de', /locale: must be one of fr, ar, en/],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
      if (!query.includes('locale')) expect(response.json().field, query).toBe('ids');
    }
  });
});
