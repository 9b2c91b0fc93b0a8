// "Verified": staff mark a property from the CMS list; the public site shows the badge on its
// card and details, and the filter panel's "verified only" switch narrows the list (query key
// `verified`), shown as a chip that can be removed. Arabic at phone width too.
import { apiTotal, applyFilters, gotoList, openFilters, query } from '../search/helpers.ts';
import { createPropertyViaApi, expect, test } from '../cms/fixtures.ts';

test.describe.configure({ timeout: 60_000 });

test('staff mark a property verified; the badge shows on the site', async ({
  page,
  admin,
  openAsAdmin,
  request,
}) => {
  // The list's "Vérifié" column is on wide screens (a mark beside the name elsewhere).
  await page.setViewportSize({ width: 1600, height: 900 });
  const property = await createPropertyViaApi(admin);
  // (Fetched outside the browser, which may keep a page for a minute.)
  const before = await (await request.get(`/property/${property.id}`)).text();
  expect(before).toContain(property.name_fr);
  // The page's own header (similar properties further down may be verified ones).
  const header = before.slice(
    before.indexOf('data-testid="property-header"'),
    before.indexOf('</header>', before.indexOf('data-testid="property-header"')),
  );
  expect(header).toContain(property.name_fr);
  expect(header).not.toContain('data-testid="verified-badge"');

  await openAsAdmin(`/cms/properties?text=${encodeURIComponent(property.name_fr)}`);
  const verified = page.getByRole('switch', { name: `Vérifié — ${property.name_fr}` });
  await expect(verified).toHaveAttribute('aria-checked', 'false');
  await verified.click();
  await expect(page.getByText(`« ${property.name_fr} » est marqué vérifié.`)).toBeVisible();
  await expect(verified).toHaveAttribute('aria-checked', 'true');

  await page.goto(`/property/${property.id}`);
  const badge = page.getByTestId('property-header').getByTestId('verified-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('Vérifié');
  await expect(badge).toHaveAttribute('title', /Documents vérifiés par l'agence le/);
  await page.screenshot({ path: 'test-results/trust-screens/details-verified.png' });
});

test('the "verified only" filter: panel switch, address key, chip, badges on every card', async ({
  page,
  request,
}) => {
  const total = await apiTotal(request);
  const verified = await apiTotal(request, { verified: 'true' });
  expect(verified).toBeGreaterThan(0);
  expect(verified).toBeLessThan(total);

  await gotoList(page);
  const panel = await openFilters(page);
  await panel.getByLabel('Annonces vérifiées uniquement').click();
  await applyFilters(page);
  expect(query(page)).toEqual({ verified: 'true' });
  await expect(page.getByTestId('property-card')).toHaveCount(Math.min(verified, 20));
  await expect(page.getByTestId('verified-badge')).toHaveCount(Math.min(verified, 20));
  await page.screenshot({ path: 'test-results/trust-screens/list-verified.png' });

  const chips = page.getByTestId('filter-chips');
  await chips.getByRole('button', { name: 'Retirer le filtre : Vérifiées' }).click();
  await expect(page).toHaveURL(/\/properties\/both$/);
  await expect(page.getByTestId('property-card')).toHaveCount(Math.min(total, 20));
});

test('in Arabic on a phone, the verified badge and chip read right to left', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoList(page, '/properties/both?verified=true&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('verified-badge').first()).toContainText('موثّق');
  await expect(
    page.getByTestId('filter-chips').getByRole('button', { name: /موثّقة/ }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/trust-screens/list-verified-ar-360.png' });
});
