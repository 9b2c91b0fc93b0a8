// Comparing on a 360 px phone in French, Arabic and English (issue 35, items 2 and 3): the compare
// page fits the screen (an element of the table once widened the whole page to 383-415 px); a
// card's « ✓ Comparé » is readable; a fifth « Comparer » says why in visible text; and with the
// compare tray open, scrolled to the bottom of a list, a tap on a page number reaches it (the Map
// button, the tray and the WhatsApp button cover none).
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { PHONE, loadLazyImages, open } from '../public/helpers.ts';

const SHOTS = 'test-results/decide';
const LANGUAGES = ['fr', 'ar', 'en'] as const;

/** Ids of listings to compare, from the public API. */
async function listingIds(page: Page, count: number): Promise<number[]> {
  const answer = await page.request.get(`/api/properties?limit=${count}`);
  return ((await answer.json()) as { data: { id: number }[] }).data.map((item) => item.id);
}

/** Scrolls to the very bottom, again while the page grows (cards drawn after the first). */
async function scrollToBottom(page: Page) {
  let height = 0;
  for (let i = 0; i < 10; i++) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (now === height) break;
    height = now;
    await page.waitForTimeout(300);
  }
}

for (const language of LANGUAGES) {
  test(`the compare page fits a 360 px phone (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const ids = await listingIds(page, 3);
    await open(page, `/compare?ids=${ids.join(',')}&lang=${language}`);
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await loadLazyImages(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    // The header's call button stays on the screen.
    const call = page.locator('header a[href^="tel:"]').last();
    const box = (await call.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/compare-${language}-360.png`, fullPage: true });
  });

  test(`list page at 360 px with the compare tray: page numbers stay tappable (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const ids = await listingIds(page, 3);
    await page.addInitScript((chosen) => {
      localStorage.setItem('compare', JSON.stringify(chosen));
    }, ids);
    await open(page, `/properties/sell?lang=${language}`);
    await expect(page.getByTestId('compare-tray')).toBeVisible();
    await scrollToBottom(page);
    // The page numbers of the pager (the current one included), not the previous/next arrows.
    const pager = page.locator('nav:has(a[href*="page="])').last();
    // The numbers: links named « Page n » (no rel, unlike the arrows) and the current page.
    const links = pager.locator('a:not([rel]), [aria-current="page"]');
    expect(await links.count()).toBeGreaterThan(1);
    const floating = ['mobile-map-toggle', 'compare-tray', 'whatsapp-button'];
    for (const link of await links.all()) {
      // What a finger on the number touches is the number: no floating button over any of it.
      const covered = await link.evaluate((element, ids) => {
        const box = element.getBoundingClientRect();
        return ids.filter((id) => {
          const other = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
          return (
            other &&
            other.left < box.right &&
            box.left < other.right &&
            other.top < box.bottom &&
            box.top < other.bottom
          );
        });
      }, floating);
      expect(covered, `page ${await link.textContent()} is covered`).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/list-bottom-tray-${language}-360.png` });
  });
}

test('« ✓ Comparé » is readable, and a fifth « Comparer » says why', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/properties/sell?lang=fr');
  const toggles = page.getByTestId('property-card').getByTestId('compare-toggle');
  for (let index = 0; index < 4; index++) await toggles.nth(index).click();
  const chosen = toggles.first();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const colours = await chosen.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor };
  });
  // White text on the brand green, not on white.
  expect(colours.text).toBe('rgb(255, 255, 255)');
  expect(colours.background).not.toMatch(/^rgba?\(255, 255, 255/);

  const fifth = toggles.nth(4);
  await fifth.scrollIntoViewIfNeeded();
  // aria-disabled: Playwright would wait for it to be enabled; a finger taps it anyway.
  await fifth.click({ force: true });
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  const reason = page.getByTestId('compare-full');
  await expect(reason).toBeVisible();
  await expect(reason).toContainText("Déjà 4 biens à comparer : retirez-en un d'abord");
  await expect(page.getByRole('link', { name: 'Comparer (4)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/compare-fifth-fr-360.png` });
});
