// The home page's sections come from the public API (the same services, in-process), and the
// screenshots of Home in fr, ar and en at 1440px and 360px are kept as artifacts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { DESKTOP, PHONE, expectAddress, loadLazyImages, open } from './helpers.ts';
import { reach } from '../hydration.ts';

interface Card {
  id: number;
  name: string;
  base_price: number;
  price: number;
}
interface List {
  data: Card[];
  total: number;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const cardNames = (page: Page, section: string) =>
  page.getByTestId(section).getByTestId('property-card').getByRole('heading').allTextContents();

test.use({ viewport: DESKTOP });

test('every section is filled from the API', async ({ page, request }) => {
  await open(page, '/?lang=fr');

  const featured = await api<List>(
    request,
    '/api/properties?isANePasManquer=true&limit=6&locale=fr',
  );
  expect(featured.data.length).toBeGreaterThan(0);
  expect(await cardNames(page, 'home-featured')).toEqual(featured.data.map((p) => p.name));

  // Tabs: villas only (the type id from the filter options).
  const options = await api<{ types: { id: string; name_en: string }[] }>(
    request,
    '/api/properties/filter?locale=fr',
  );
  const villa = options.types.find((type) => type.name_en === 'Villa')!;
  const villas = await api<List>(
    request,
    `/api/properties?isANePasManquer=true&limit=6&locale=fr&property_type_id=${villa.id}`,
  );
  await reach(page.getByRole('tab', { name: 'Villas' }));
  await page.getByRole('tab', { name: 'Villas' }).click();
  await expect(page.getByRole('tab', { name: 'Villas' })).toHaveAttribute('aria-selected', 'true');
  expect(await cardNames(page, 'home-featured')).toEqual(villas.data.map((p) => p.name));

  const deals = await api<List>(request, '/api/properties?ispromo=true&limit=12&locale=fr');
  expect(deals.data.length).toBeGreaterThan(0);
  expect(await cardNames(page, 'home-deals')).toEqual(deals.data.map((p) => p.name));
  // Each deal shows its old price, struck through, next to the new one.
  await expect(page.getByTestId('home-deals').locator('.line-through')).toHaveCount(
    deals.data.length,
  );

  const wilayas = await api<{ data: { name: string; count: number }[] }>(
    request,
    '/api/properties/wilaya?locale=fr',
  );
  // The busiest wilaya comes first; its tile opens its landing page, with that page's count
  // (the next test follows the link).
  const cities = page.getByTestId('home-cities').getByRole('link', { name: wilayas.data[0]!.name });
  await expect(cities.first()).toContainText(/\d+ biens?/);

  const latest = await api<List>(request, '/api/properties?order_by=date_desc&limit=3&locale=fr');
  expect(await cardNames(page, 'home-latest')).toEqual(latest.data.map((p) => p.name));

  const handpicked = await api<List>(request, '/api/properties?isSelected=true&limit=8&locale=fr');
  expect(await cardNames(page, 'home-handpicked')).toEqual(handpicked.data.map((p) => p.name));

  const about = page.getByTestId('home-about');
  for (const value of ['Leadership', 'Créativité', 'Qualité', 'Transparence']) {
    await expect(about).toContainText(value);
  }
  await expect(page.getByTestId('home-total')).toHaveText(String(latest.total));
});

test('the hero search opens the list with the chosen filters', async ({ page }) => {
  await open(page, '/?lang=fr');
  const search = page.getByTestId('hero-search');
  await search.getByText('Louer').click();
  await search.getByRole('combobox', { name: 'Wilaya' }).selectOption({ label: '16 - Alger' });
  await search.getByRole('combobox', { name: 'Mot-clé' }).fill('F3');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expectAddress(page, '/properties/rent', { keyword: 'F3', wilayas: '16' });
});

test('a city opens its landing page, whose count it shows', async ({ page }) => {
  await open(page, '/?lang=fr');
  const first = page.getByTestId('home-cities').getByRole('listitem').first().getByRole('link');
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/properties\/(sell|rent)\/[a-z-]+$/);
  const shown = /(\d+) biens?/.exec((await first.textContent()) ?? '')![1];
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('results-count')).toHaveText(`${shown} biens trouvés`);
});

test('the partners strip leads to an advertiser page', async ({ page }) => {
  await open(page, '/?lang=fr');
  const partners = page.getByTestId('home-partners');
  await partners.scrollIntoViewIfNeeded();
  const link = partners.locator('a[href^="/ads/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const language of ['fr', 'ar', 'en'] as const) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`screenshot of Home in ${language} at ${viewport.width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, `/?lang=${language}`);
      await loadLazyImages(page);
      const path = testInfo.outputPath(`home-${language}-${viewport.width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`home-${language}-${viewport.width}`, {
        path,
        contentType: 'image/png',
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
}

test('a section whose code cannot be fetched stays readable, and the page stays up', async ({
  page,
  consoleErrors,
}) => {
  // The test blocks the sections' module: the browser logs the failed load, and the page logs
  // that the part stays as it is (app/ui/hydrate-later.tsx).
  consoleErrors.expect(/ERR_FAILED .*\/assets\/home-sections-/);
  consoleErrors.expect(/A part of the page could not be loaded/);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The sections below the hero come in a module of their own (app/ui/hydrate-later.tsx).
  await page.route(/\/assets\/home-sections-[\w-]+\.js$/, (route) => route.abort());
  await open(page, '/?lang=fr');
  const cities = page.getByTestId('home-cities');
  await cities.scrollIntoViewIfNeeded();
  // Time for the failed import to be noticed.
  await page.waitForTimeout(1000);
  await expect(cities.getByRole('heading', { name: 'Où souhaitez-vous vivre ?' })).toBeVisible();
  await expect(cities.getByRole('link').first()).toHaveAttribute('href', /\/properties\//);
  await expect(page.getByTestId('home-total')).toBeVisible();
  expect(errors).toEqual([]);
});
