// The compare page as the server renders it (no script): the properties asked for, in that
// order, one column each; rows that differ marked, the best price per m² and area starred;
// hidden, unknown and fifth ids dropped with a notice; not indexed; in Arabic right to left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty, deleteAllProperties } from '../helpers/factories.ts';

let t: TestApp;
let cheap: number; // 12 000 000 DA for 120 m²: 100 000 DA/m², the largest
let dear: number; // 10 000 000 DA for 80 m²: 125 000 DA/m²
let hidden: number;
const more: number[] = [];

async function page(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/[\s\u202f\u00a0]+/g, ' ');
}
/** The opening tag of a row and its cells, as far as the row goes. */
const row = (html: string, key: string) =>
  new RegExp(`<tr data-testid="compare-row-${key}"[^]*?</tr>`).exec(html)?.[0] ?? '';

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  const db = t.services.db;
  await deleteAllProperties(db);
  cheap = (
    await createProperty(db, {
      name_fr: 'Villa Cheraga',
      base_price: 12_000_000,
      living_area: 120,
      num_bedrooms: 3,
    })
  ).id;
  dear = (
    await createProperty(db, {
      name_fr: 'Studio Hydra',
      base_price: 10_000_000,
      living_area: 80,
      num_bedrooms: 3,
    })
  ).id;
  hidden = (await createProperty(db, { name_fr: 'Bien caché', isVisible: false })).id;
  for (let i = 0; i < 3; i++) more.push((await createProperty(db)).id);
}, 120_000);
afterAll(() => t.close());

describe('GET /compare', () => {
  it('shows the properties side by side, differences marked and the best values starred', async () => {
    const html = await page(`/compare?ids=${dear},${cheap}&lang=fr`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const heads = [...html.matchAll(/href="\/property\/(\d+)"[^>]*>([^<]+)</g)].map((m) => m[2]);
    expect(heads).toEqual(['Studio Hydra', 'Villa Cheraga']);

    const perM2 = row(html, 'price_per_m2');
    expect(perM2).toContain('data-differs="true"');
    // The second column (Villa Cheraga, 100 000 DA/m²) is the cheaper per m²: starred, only it.
    const cells = perM2.split('<td').slice(1);
    expect(cells[0]).not.toContain('data-best');
    expect(cells[1]).toContain('data-best="true"');
    expect(cells[1]).toContain('Prix au m² le plus bas');
    expect(row(html, 'living_area').split('<td')[2]).toContain('data-best="true"');
    // Same number of bedrooms: not highlighted, nothing starred.
    expect(row(html, 'bedrooms')).not.toContain('data-differs');
    expect(row(html, 'bedrooms')).not.toContain('data-best');
    expect(html).not.toContain('data-testid="compare-notice"');
    // Removing one is a plain link to the page without it.
    expect(html).toContain(`href="/compare?ids=${cheap}"`);
  });

  it('drops hidden and unknown ids and keeps the first four, saying so', async () => {
    const ids = [hidden, 999_999, cheap, dear, ...more].join(',');
    const html = await page(`/compare?ids=${ids}&lang=fr`);
    const notice = /data-testid="compare-notice"[^]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(notice).toContain('ne sont plus publiés');
    expect(notice).toContain('seuls les quatre premiers');
    expect(html).not.toContain('Bien caché');
    // The first four asked were hidden, unknown, cheap and dear: two columns are left.
    expect(html.match(/data-testid="compare-remove"/g)).toHaveLength(2);
  });

  it('answers an empty page, not an error, for no or malformed ids', async () => {
    for (const url of ['/compare?lang=fr', '/compare?ids=abc,-3,1e3&lang=fr']) {
      const html = await page(url);
      expect(html).toContain('Aucun bien à comparer');
      expect(html).not.toContain('data-testid="compare-table"');
    }
  });

  it('is in Arabic, right to left', async () => {
    const html = await page(`/compare?ids=${dear},${cheap}&lang=ar`);
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toContain('مقارنة العقارات');
    expect(html).toContain('سعر المتر المربع');
  });
});
