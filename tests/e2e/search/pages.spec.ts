// The list addresses: other kinds redirect to /properties/both keeping the query; sell and rent
// pages apply their own statuses when none is chosen; Back restores the exact screen.
import { expect, test } from '../test.ts';
import { apiTotal, applyFilters, expectCount, gotoList, openFilters, query } from './helpers.ts';

// Journeys of several searches each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test('/properties/foo?x=1 redirects to /properties/both?x=1 (301)', async ({ page, request }) => {
  const response = await request.get('/properties/foo?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/properties\/both\?x=1$/);
  await page.goto('/properties/foo?x=1');
  await expect(page).toHaveURL(/\/properties\/both\?x=1$/);
  await page.goto('/properties?type=1');
  await expect(page).toHaveURL(/\/properties\/both\?type=1$/);
  await page.goto('/properties/a/b?wilayas=16');
  await expect(page).toHaveURL(/\/properties\/both\?wilayas=16$/);
});

test('/properties/rent applies the rent statuses by itself', async ({ page, request }) => {
  const rent = await apiTotal(request, { property_status_id: '2,4' });
  expect(rent).toBeGreaterThan(0);
  expect(rent).toBeLessThan(await apiTotal(request));
  await gotoList(page, '/properties/rent');
  await expectCount(page, rent);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biens à louer');
  // Every card is a rental, priced per month.
  for (const card of await page.getByTestId('property-card').all()) {
    await expect(card).toContainText(/À louer|Loué/);
  }
  // The panel shows them checked; they are the page's, not chips.
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  const panel = await openFilters(page);
  const status = panel.getByTestId('filter-status');
  await expect(status.getByLabel('À louer')).toBeChecked();
  await expect(status.getByLabel('Loué')).toBeChecked();
  await expect(status.getByLabel('À vendre')).not.toBeChecked();
  // Applying keeps the page, with a clean address.
  await panel.getByTestId('filter-type').getByLabel('Appartement').check();
  await applyFilters(page);
  await expect(page).toHaveURL(/\/properties\/rent\?type=2$/);
  await expectCount(
    page,
    await apiTotal(request, { property_status_id: '2,4', property_type_id: '2' }),
  );

  await gotoList(page, '/properties/sell');
  await expectCount(page, await apiTotal(request, { property_status_id: '1,3' }));
});

test('Back restores the filters, the count and the panel state', async ({ page, request }) => {
  await gotoList(page);
  let panel = await openFilters(page);
  await panel.getByTestId('filter-type').getByLabel('Villa').check();
  await applyFilters(page);
  const villas = await apiTotal(request, { property_type_id: '1' });
  await expectCount(page, villas);

  panel = await openFilters(page);
  await panel.locator('#filter-price-min').fill('1');
  await panel.getByTestId('filter-price-min-unit').click();
  await page.getByRole('menuitemradio', { name: /Md/ }).click();
  await applyFilters(page);
  expect(query(page)).toEqual({ type: '1', minPrice: '10000000' });
  await expectCount(
    page,
    await apiTotal(request, { property_type_id: '1', min_price: '10000000' }),
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/properties\/both\?type=1$/);
  await expectCount(page, villas);
  const chips = page.getByTestId('filter-chips');
  await expect(chips.getByRole('button')).toHaveText(['Villa']);

  await page.goBack();
  await expect(page).toHaveURL(/\/properties\/both$/);
  await expectCount(page, await apiTotal(request));

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?type=1&minPrice=10000000$/);
  await expect(chips.getByRole('button', { name: /Prix/ })).toContainText('1 Md');
  panel = await openFilters(page);
  await expect(panel.getByTestId('filter-type').getByLabel('Villa')).toBeChecked();
  await expect(panel.locator('#filter-price-min')).toHaveValue('1');
  await expect(panel.getByTestId('filter-price-min-unit')).toHaveText('Md');
});
