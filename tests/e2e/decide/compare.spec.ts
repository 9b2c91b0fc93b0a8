// Comparing properties as a visitor does: "Comparer" on two list cards, the "Comparer (2)" link,
// the side-by-side table with its differences marked, removing one; then in Arabic on a 360px
// phone, where the columns scroll sideways under the sticky labels.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { DESKTOP, PHONE, loadLazyImages, open } from '../public/helpers.ts';

const SHOTS = 'test-results/decide';
const cards = (page: Page) => page.getByTestId('property-card');
const cardTitle = async (page: Page, index: number) =>
  (await cards(page).nth(index).getByRole('heading').textContent())!.trim();

test('two cards compared side by side, differences marked, one removed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Largest first: the two first cards differ in area.
  await open(page, '/properties/sell?lang=fr&order=area_desc');
  const first = await cardTitle(page, 0);
  const second = await cardTitle(page, 1);
  for (const index of [0, 1]) {
    const toggle = cards(page).nth(index).getByTestId('compare-toggle');
    await expect(toggle).toHaveText(/Comparer/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toContainText('Comparé');
  }
  const tray = page.getByRole('link', { name: 'Comparer (2)' });
  await expect(tray).toBeVisible();
  await tray.click();

  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparer des biens' })).toBeVisible();
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead a[href^="/property/"]')).toHaveText([first, second]);
  // The areas differ: the row is marked and the larger (the first card) starred.
  const area = page.getByTestId('compare-row-living_area');
  await expect(area).toHaveAttribute('data-differs', 'true');
  await expect(area.locator('td').first()).toHaveAttribute('data-best', 'true');
  await expect(area.getByText('Plus grande surface')).toHaveCount(1);
  await expect(page.getByTestId('compare-row-price')).toBeVisible();
  await expect(page.getByTestId('compare-row-photo')).toHaveCount(0);
  await loadLazyImages(page);
  await page.screenshot({ path: `${SHOTS}/compare-fr-desktop.png`, fullPage: true });

  // Removing the first leaves the second, also in the list kept on the device.
  await page.getByRole('link', { name: `Retirer « ${first} » de la comparaison` }).click();
  await expect(table.locator('thead a[href^="/property/"]')).toHaveText([second]);
  await expect(page).toHaveURL(/\/compare\?ids=\d+$/);
  await open(page, '/properties/sell?lang=fr&order=area_desc');
  await expect(page.getByRole('link', { name: 'Comparer (1)' })).toBeVisible();
  await expect(cards(page).nth(0).getByTestId('compare-toggle')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the property page adds to the comparison; Arabic on a phone scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/properties/sell?lang=ar&order=area_desc');
  await page.screenshot({ path: `${SHOTS}/list-cards-ar-phone.png` });
  const ids: string[] = [];
  for (const index of [0, 1, 2]) {
    const href = await cards(page).nth(index).getByRole('link').first().getAttribute('href');
    ids.push(/\/property\/(\d+)/.exec(href!)![1]!);
  }
  // From the details page, the labelled button.
  await open(page, `/property/${ids[0]}?lang=ar`);
  const toggle = page.getByTestId('property-page').getByTestId('compare-toggle').first();
  await expect(toggle).toContainText('قارن');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'قارن (1)' })).toBeVisible();

  await open(page, `/compare?ids=${ids.join(',')}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مقارنة العقارات' })).toBeVisible();
  const scroller = page.locator('[data-compare-scroll]');
  // Three columns do not fit in 360px: the table scrolls, the page itself does not.
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const label = page.getByTestId('compare-row-price').locator('th');
  const before = await label.boundingBox();
  await scroller.evaluate((el) => el.scrollBy({ left: -400 }));
  await expect.poll(() => label.boundingBox().then((box) => box?.x)).toBe(before?.x);
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  await loadLazyImages(page);
  await page.screenshot({ path: `${SHOTS}/compare-ar-phone.png`, fullPage: true });
});
