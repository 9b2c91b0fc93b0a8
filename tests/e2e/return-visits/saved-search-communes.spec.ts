// A search saved on the device with a commune (a flat to rent in Staoueli) is described on the
// favourites page with the commune's name in the page's language, as the list page's chips say
// it (English pages write the French name): the page asks GET /api/places/communes for the
// names, once. Without an answer the description reads as before (the wilaya, the rooms), with
// no error shown; a saved search without a commune asks nothing.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { PHONE, open } from '../public/helpers.ts';

test.use({ viewport: PHONE });

const QUERY = 'wilayas=16&communes=608&room=4';

const DESCRIPTIONS = {
  fr: "16 - Alger · Staoueli · Pièces : jusqu'à 4",
  ar: '16 - الجزائر · سطاوالي · الغرف: حتى 4',
  en: '16 - Algiers · Staoueli · Rooms: up to 4',
} as const;

/** Keeps searches on the device as the "Save the search" button does. */
async function keepSearches(page: Page, searches: { kind: string; query: string }[]) {
  await open(page, '/favorites?lang=fr');
  await page.evaluate(
    (saved) => window.localStorage.setItem('savedSearches', JSON.stringify(saved)),
    searches.map((search) => ({ ...search, savedAt: 1 })),
  );
}

/** The addresses of the names asked from now on. */
function namesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/places/communes')) asked.push(request.url());
  });
  return asked;
}

for (const language of ['fr', 'ar', 'en'] as const) {
  test(`a saved search names its commune (${language})`, async ({ page }) => {
    // The list page's chips of the same search say the same.
    await open(page, `/properties/rent?${QUERY}&lang=${language}`);
    const chips = page.getByTestId('filter-chips').locator('button span');
    await expect(chips).toHaveCount(3);
    const labels = (await chips.allTextContents()).map((text) => text.trim());
    expect(labels.join(' · ')).toBe(DESCRIPTIONS[language]);

    await keepSearches(page, [{ kind: 'rent', query: QUERY }]);
    const asked = namesAsked(page);
    await open(page, `/favorites?lang=${language}`);
    const filters = page.getByTestId('saved-search-filters');
    await expect(filters).toHaveText(DESCRIPTIONS[language]);
    // One request, for the commune the search holds, in the page's language.
    expect(asked).toHaveLength(1);
    const params = new URL(asked[0]!).searchParams;
    expect([params.get('ids'), params.get('locale')]).toEqual(['608', language]);
    await page
      .getByTestId('saved-searches')
      .screenshot({ path: test.info().outputPath(`saved-search-commune-${language}.png`) });
  });
}

test('one request names the communes of every saved search', async ({ page }) => {
  await keepSearches(page, [
    { kind: 'rent', query: QUERY },
    { kind: 'sell', query: 'wilayas=16&communes=609,608' },
  ]);
  const asked = namesAsked(page);
  await open(page, '/favorites?lang=fr');
  await expect(page.getByTestId('saved-search-filters')).toHaveText([
    DESCRIPTIONS.fr,
    '16 - Alger · Tessala El Merdja · Staoueli',
  ]);
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('ids')).toBe('608,609');
});

test('without the names the description reads as before; no commune, no request', async ({
  page,
  consoleErrors,
}) => {
  await keepSearches(page, [{ kind: 'rent', query: QUERY }]);
  // The names never come: the description keeps its other chips, no error on the page.
  consoleErrors.expect(/status of 503/);
  await page.route('**/api/places/communes**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await open(page, '/favorites?lang=fr');
  const filters = page.getByTestId('saved-search-filters');
  await expect(filters).toHaveText("16 - Alger · Pièces : jusqu'à 4");
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.unroute('**/api/places/communes**');
  await keepSearches(page, [{ kind: 'sell', query: 'wilayas=16' }]);
  const asked = namesAsked(page);
  await open(page, '/favorites?lang=fr');
  await expect(filters).toHaveText('16 - Alger');
  expect(asked).toHaveLength(0);
});
