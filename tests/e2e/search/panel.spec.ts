// The filter panel itself: see all / see less (4 rows, auto-expanded for a checked item beyond
// them), the million / milliard arithmetic, clamping, #filters, the 360px phone and Arabic.
import { expect, test } from '../test.ts';
import { open } from '../public/helpers.ts';
import { applyFilters, gotoList, openFilters, query, waitReady } from './helpers.ts';

// Journeys of several searches each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test('checkbox lists show 4 rows of 32px, then see all / see less', async ({ page }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  const types = panel.getByTestId('filter-type');
  await expect(types.getByRole('checkbox')).toHaveCount(4);
  const box = await types.getByRole('listitem').first().boundingBox();
  expect(box?.height).toBe(32);
  await types.getByRole('button', { name: /Voir tout/ }).click();
  await expect(types.getByRole('checkbox')).toHaveCount(11);
  await types.getByRole('button', { name: 'Voir moins' }).click();
  await expect(types.getByRole('checkbox')).toHaveCount(4);
  // Statuses are only four: no toggle.
  await expect(panel.getByTestId('filter-status').getByRole('button')).toHaveCount(0);
});

test('a list opens by itself when a checked item lies beyond the fourth row', async ({ page }) => {
  // Type 9 (Immeuble) is the ninth; commodity 2 is in the first four.
  await gotoList(page, '/properties/both?type=9&commodites=2');
  const panel = await openFilters(page);
  const types = panel.getByTestId('filter-type');
  await expect(types.getByRole('checkbox')).toHaveCount(11);
  await expect(types.getByLabel('Immeuble')).toBeChecked();
  await expect(types.getByRole('button', { name: 'Voir moins' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await panel.getByRole('tab', { name: /Avancé/ }).click();
  const commodities = panel.getByTestId('filter-commodites');
  await expect(commodities.getByRole('checkbox')).toHaveCount(4);
  await expect(commodities.getByLabel('Gaz de ville')).toBeChecked();
});

test('price units: the typed number times 10,000 (million) or 10,000,000 (milliard)', async ({
  page,
}) => {
  await gotoList(page);
  const panel = await openFilters(page);
  const min = panel.locator('#filter-price-min');
  const max = panel.locator('#filter-price-max');
  await expect(min).toHaveAttribute('placeholder', 'Entrez le prix minimum');
  await expect(max).toHaveAttribute('placeholder', 'Entrez le prix maximum');
  await expect(panel.getByTestId('filter-price')).toContainText('DA');
  await min.fill('450');
  // The unit is chosen per bound; the menu closes on an outside click.
  await panel.getByTestId('filter-price-max-unit').click();
  await expect(page.getByRole('menuitemradio', { name: /Md/ })).toBeVisible();
  await panel.getByRole('heading', { name: 'Filtres' }).click({ force: true });
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
  await panel.getByTestId('filter-price-max-unit').click();
  await page.getByRole('menuitemradio', { name: /Md/ }).click();
  await max.fill('1,5');
  await applyFilters(page);
  expect(query(page)).toEqual({ minPrice: '4500000', maxPrice: '15000000' });

  // Shown back as stored ÷ multiplier, in the unit that reads best.
  const again = await openFilters(page);
  await expect(again.locator('#filter-price-min')).toHaveValue('450');
  await expect(again.getByTestId('filter-price-min-unit')).toHaveText('m');
  await expect(again.locator('#filter-price-max')).toHaveValue('1500');
  await again.getByTestId('filter-price-max-unit').click();
  await page.getByRole('menuitemradio', { name: /Md/ }).click();
  // The box keeps "1500", now in milliards.
  await expect(again.locator('#filter-price-max')).toHaveValue('1500');
});

test('numbers clamp to zero or more, empty stays empty', async ({ page }) => {
  await gotoList(page);
  const panel = await openFilters(page);
  const land = panel.locator('#filter-land-area-min');
  await land.fill('-5');
  await expect(land).toHaveValue('0');
  await land.fill('');
  await panel.locator('#filter-land-area-max').fill('abc120');
  await expect(panel.locator('#filter-land-area-max')).toHaveValue('120');
  await panel.locator('#filter-price-min').fill('0');
  await applyFilters(page);
  expect(query(page)).toEqual({ maxLandArea: '120' });
});

test('#filters opens the panel; closing it leaves the list as it was', async ({ page }) => {
  await page.goto('/properties/sell?type=1#filters');
  await waitReady(page);
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('filter-type').getByLabel('Villa')).toBeChecked();
  await panel.getByRole('button', { name: 'Fermer les filtres' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/properties\/sell\?type=1$/);

  // Opened from the page, the phone's Back closes it.
  await openFilters(page);
  await expect(page).toHaveURL(/#filters$/);
  await page.goBack();
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await expect(page).toHaveURL(/\/properties\/sell\?type=1$/);
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the panel is full screen, focus is inside, Apply is in reach', async ({ page }) => {
    await gotoList(page);
    const panel = await openFilters(page);
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid="filter-panel"]') ? 'inside' : 'outside',
    );
    expect(focused).toBe('inside');
    const apply = await page.getByTestId('apply-filters').boundingBox();
    expect(apply!.y + apply!.height).toBeLessThanOrEqual(740);
    // Nothing overflows sideways.
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await panel.getByRole('tab', { name: /Avancé/ }).click();
    await panel.getByTestId('filter-bathroom').getByRole('radio', { name: '2' }).click();
    await applyFilters(page);
    expect(query(page)).toEqual({ bathroom: '2' });
  });

  test('the drawer filter button opens the panel', async ({ page }) => {
    // A tap before the page is interactive is lost (the visitor taps again); the test waits.
    await open(page, '/about');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page
      .getByTestId('mobile-drawer')
      .getByRole('link', { name: /Filtres/ })
      .click();
    await expect(page).toHaveURL(/\/properties\/both#filters$/);
    await expect(page.getByTestId('filter-panel')).toBeVisible();
  });

  test('in Arabic, right to left', async ({ page }) => {
    await gotoList(page, '/properties/both?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = await openFilters(page);
    await expect(panel.getByRole('heading', { name: 'المرشحات' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: /الأساسية/ })).toBeVisible();
    await expect(panel.locator('#filter-price-min')).toHaveAttribute(
      'placeholder',
      'أدخل السعر الأدنى',
    );
    // The close button sits at the left, the title at the right.
    const title = await panel.getByRole('heading', { name: 'المرشحات' }).boundingBox();
    const close = await panel.getByRole('button', { name: 'إغلاق المرشحات' }).boundingBox();
    expect(close!.x).toBeLessThan(title!.x);
    await panel.getByTestId('filter-type').getByLabel('فيلا').check();
    await applyFilters(page);
    expect(query(page)).toEqual({ type: '1', lang: 'ar' });
    await expect(page.getByTestId('results-count')).toContainText('عدد العقارات');
  });
});
