// A landing page as a visitor sees it: the list of one wilaya (and type) under a heading that
// names them, with breadcrumbs, an introduction and links on; its filters stay on the landing
// address while the wilaya and type still match, and leave it for the query address otherwise.
import { expect, test } from '../test.ts';
import { apiTotal, applyFilters, expectCount, openFilters, waitReady } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

/** The sale list page's statuses: for sale and sold. */
const SELL = { property_status_id: '1,3' };
/** A sale landing page's: for sale only, as its counts (decision 0072). */
const AVAILABLE_SELL = { property_status_id: '1' };

test('French at 1440 px: heading, count, breadcrumbs and filters on the landing page', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/properties/sell/alger?lang=fr');
  await waitReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Biens immobiliers à vendre à Alger',
  );
  const total = await apiTotal(request, { ...AVAILABLE_SELL, wilayas: '16' });
  await expectCount(page, total);
  await expect(page.getByTestId('landing-intro')).toContainText(`À Alger (16) : ${total} biens`);
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole('link', { name: 'Biens à vendre' })).toHaveAttribute(
    'href',
    '/properties/sell',
  );
  await page.screenshot({ path: testInfo.outputPath('landing-fr-1440.png'), fullPage: true });

  // A type chosen in the panel keeps the landing path, with the type in the query (and the
  // language the address chose).
  const panel = await openFilters(page);
  await panel.getByTestId('filter-type').getByLabel('Appartement').check();
  await applyFilters(page);
  await expect(page).toHaveURL(/\/properties\/sell\/alger\?type=2&lang=fr$/);
  await expectCount(
    page,
    await apiTotal(request, { ...AVAILABLE_SELL, wilayas: '16', property_type_id: '2' }),
  );

  // So does the sort.
  await page.getByTestId('sort').selectOption('price_asc');
  await expect(page).toHaveURL(/\/properties\/sell\/alger\?type=2&order=price_asc&lang=fr$/);

  // Removing the wilaya leaves the landing page for the query address of the same search.
  await page.getByRole('button', { name: /16 - Alger/ }).click();
  await expect(page).toHaveURL(/\/properties\/sell\?type=2&order=price_asc&lang=fr$/);
  await expectCount(page, await apiTotal(request, { ...SELL, property_type_id: '2' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biens à vendre');
});

test('Arabic at 360 px: a type landing page, right to left, and its links on', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/properties/sell/alger/appartement?lang=ar');
  await waitReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شقق للبيع في الجزائر');
  await expectCount(
    page,
    await apiTotal(request, { ...AVAILABLE_SELL, wilayas: '16', property_type_id: '2' }),
  );
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const links = page.getByTestId('landing-links');
  await links.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('landing-ar-360.png'), fullPage: true });

  // The page of all types here, by keyboard.
  const all = links.getByRole('link', { name: /عقارات للبيع في الجزائر/ });
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/properties\/sell\/alger$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات للبيع في الجزائر');
});
