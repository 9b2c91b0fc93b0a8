// The list page on a phone (decision 0032): page links clear of the floating buttons, the filter
// panel's tabs opening at their top, a reversed price range swapped, badges never under the
// heart, sold and rented listings after the available ones, and the filter button and page links
// answering before the page's script (and without it).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { DESKTOP, PHONE } from '../public/helpers.ts';
import { apiTotal, applyFilters, expectCount, gotoList, openFilters, query } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Scrolls to the very end, until the page stops growing (cards below the fold render late). */
async function scrollToEnd(page: Page) {
  let height = 0;
  for (let i = 0; i < 10; i++) {
    const next = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (next === height) break;
    height = next;
    await page.waitForTimeout(150);
  }
}

test.describe('on a 360px phone', () => {
  test.use({ viewport: PHONE });

  for (const [language, pageName, pageTwo] of [
    // Other journeys add listings: the number of pages is not fixed.
    ['fr', 'Page 2', /Page 2 sur \d+/],
    ['ar', 'الصفحة 2', /الصفحة 2 من \d+/],
  ] as const) {
    test(`page numbers are clear of the floating buttons; tapping 2 opens page 2 (${language})`, async ({
      page,
    }) => {
      await gotoList(page, `/properties/both?lang=${language}`);
      await scrollToEnd(page);
      const pager = page.getByRole('navigation', { name: /Pages|صفحات/ });
      const floating = [
        await boxOf(page.getByTestId('mobile-map-toggle')),
        await boxOf(page.getByTestId('whatsapp-button')),
      ];
      for (const link of await pager.locator('a, [aria-current]').all()) {
        const box = await boxOf(link);
        for (const button of floating) expect(overlap(box, button)).toBe(false);
      }
      // A finger's tap where "2" is drawn: whatever is on top there receives it.
      const two = await boxOf(pager.getByRole('link', { name: pageName, exact: true }));
      await page.mouse.click(two.x + two.width / 2, two.y + two.height / 2);
      await expect.poll(() => query(page).page).toBe('2');
      await expect(page.getByText(pageTwo)).toBeVisible();
    });
  }

  test('each tab of the filter panel opens at its top', async ({ page }) => {
    await gotoList(page);
    const panel = await openFilters(page);
    const scroller = panel.getByTestId('filter-panel-scroll');
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
    await panel.getByRole('tab', { name: /Avancé/ }).click();
    await expect(panel.getByTestId('wilaya-select')).toBeAttached();
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await panel.getByRole('tab', { name: /Principal/ }).click();
    await expect(panel.getByTestId('filter-status')).toBeAttached();
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('a minimum above the maximum is flagged in the panel, then swapped', async ({
    page,
    request,
  }) => {
    await gotoList(page);
    const panel = await openFilters(page);
    // In millions (10,000 DA each): from 3,000 m down to 500 m.
    await panel.locator('#filter-price-min').fill('3000');
    await panel.locator('#filter-price-max').fill('500');
    await expect(panel.getByTestId('reversed-minPrice')).toHaveText(
      'Le minimum dépasse le maximum : les deux valeurs seront inversées.',
    );
    await applyFilters(page);
    expect(query(page)).toEqual({ minPrice: '5000000', maxPrice: '30000000' });
    const total = await apiTotal(request, { min_price: '5000000', max_price: '30000000' });
    expect(total).toBeGreaterThan(0);
    await expectCount(page, total);

    // Typed backwards in the address: read as the same range, not an empty list.
    await gotoList(page, '/properties/both?minPrice=30000000&maxPrice=5000000');
    await expectCount(page, total);
    // The API is strict: the contradiction is a 400 naming the field, never an empty list.
    const refused = await request.get('/api/properties?min_price=30000000&max_price=5000000');
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation.invalid', field: 'min_price' });
  });
});

test.describe('at 1440px', () => {
  test.use({ viewport: DESKTOP });

  test('card badges wrap short of the heart, every one visible (fr)', async ({ page }) => {
    await gotoList(page, '/properties/both?isPromo=true&verified=true');
    const card = page.getByTestId('property-card').first();
    const badges = card.getByTestId('card-badges').locator(':scope > *');
    await expect(badges).toHaveCount(3);
    await expect(badges.nth(2)).toContainText('Vérifié');
    const heart = await boxOf(card.getByTestId('favorite-toggle'));
    const cardBox = await boxOf(card);
    for (const badge of await badges.all()) {
      const box = await boxOf(badge);
      expect(overlap(box, heart), await badge.innerText()).toBe(false);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      // Not cut: the text fits its pill.
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
  });
});

test('sold and rented listings come after the available ones, on the API and the page', async ({
  page,
  request,
}) => {
  // "Acheter" in Alger: for sale or sold, by price (high to low).
  const response = await request.get('/api/properties?property_status_id=1,3&wilayas=16');
  const { data } = (await response.json()) as {
    data: { statuses: { id: number }[] }[];
  };
  const closed = data.map((card) => card.statuses.some((status) => status.id === 3));
  expect(closed.filter(Boolean).length).toBeGreaterThan(0);
  expect(closed.indexOf(true)).toBe(closed.lastIndexOf(false) + 1);

  await page.setViewportSize(PHONE);
  await gotoList(page, '/properties/sell?wilayas=16');
  const badges = page.getByTestId('status-badge');
  await expect(badges).toHaveCount(data.length);
  const shown = await badges.evaluateAll((elements) =>
    elements.map((element) => element.hasAttribute('data-closed')),
  );
  expect(shown).toEqual(closed);
  await expect(badges.filter({ hasText: 'Vendu' }).first()).toHaveAttribute('data-closed', 'true');
});

test.describe('before the script runs', () => {
  test.use({ viewport: PHONE });

  test('a tap on Filters shows the main filters, then the panel once hydrated', async ({
    page,
  }) => {
    // Hold the page's modules: the page is painted, not yet hydrated.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/properties/both');
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('quick-filters')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filtres principaux' })).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The tap is kept in the address (#filters): the full panel answers it.
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await expect(page.getByTestId('quick-filters')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the main filters are a form giving the codec’s address', async ({ page }) => {
    await page.goto('/properties/both?keyword=piscine&commodites=2');
    await page.getByTestId('open-filters').click();
    const form = page.getByTestId('quick-filters');
    await expect(form).toBeVisible();
    await form.getByLabel('Je cherche').selectOption('sell');
    await form.getByLabel('Type de bien').selectOption({ label: 'Villa' });
    await form.getByLabel('Wilaya').selectOption('16');
    // Typed backwards: the address comes out in order.
    await form.getByLabel('Prix minimum en dinars').fill('90000000');
    await form.getByLabel('Prix maximum en dinars').fill('20000000');
    await form.getByLabel('Chambres').selectOption('6');
    await form.getByRole('button', { name: 'Afficher les biens' }).click();
    await expect(page).toHaveURL(/\/properties\/sell\?/);
    expect(new URL(page.url()).search).toBe(
      '?keyword=piscine&type=1&commodites=2&wilayas=16&minPrice=20000000&maxPrice=90000000&bedroom=6',
    );
  });

  test('page links lead to the next pages', async ({ page }) => {
    await page.goto('/properties/both');
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => query(page).page).toBe('2');
    await expect(page.getByText(/Page 2 sur \d+/)).toBeVisible();
  });
});
