// The list page over a catalogue larger than the count cap: while the total is a lower bound the
// page says "more than 1,000" in the visitor's language and still links to the next pages; once
// counted, it shows the exact figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../common/money.ts';
import { TOTAL_CAP } from '../../common/schemas/search.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperties } from '../helpers/factories.ts';

let t: TestApp;
const LISTINGS = TOTAL_CAP + 100;

/** The page's text with every kind of space made plain (numbers are grouped with U+202F). */
async function page(url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/[\s\u202f\u00a0]+/g, ' ');
}

/** The "N found" line of the results heading. */
const countLine = (html: string) => /data-testid="results-count"[^>]*>([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  await createProperties(t.services.db, LISTINGS, (i) => ({ base_price: 1_000_000 + i * 1_000 }));
}, 120_000);
afterAll(() => t.close());

describe('the list page over the count cap', () => {
  // Each search is asked for the first time: nothing has counted it yet, so its total is the
  // lower bound (a background count starts).
  it('says "Plus de 1 000 biens" in French, with links to the following pages', async () => {
    const html = await page('/properties/both?lang=fr');
    expect(countLine(html)).toBe('Plus de 1 000 biens');
    // The page links keep the language the address chose (a shared link stays in French).
    expect(html).toContain('href="/properties/both?page=2&amp;lang=fr"');
    expect(html).toContain('>Page 1<');
  });

  it('says it in Arabic too', async () => {
    const html = await page('/properties/both?lang=ar&minPrice=1');
    expect(countLine(html)).toBe('أكثر من 1 000 عقار');
  });

  it('shows the exact figure once the search is counted', async () => {
    // Grouped as the site writes numbers ("1 100", not "1100"); compared space for space.
    const exactLine = `${formatNumber(LISTINGS, 'fr')} biens trouvés`.replace(/\s/gu, ' ');
    let line: string | undefined;
    for (let attempt = 0; attempt < 100 && line !== exactLine; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      line = countLine(await page('/properties/both?lang=fr'))?.replace(/\s/gu, ' ');
    }
    expect(line).toBe(exactLine);
  });
});
