// Shared steps of the public site's browser journeys.
import { expect, type Page } from '@playwright/test';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 360, height: 780 };

/** Opens a page and waits until React has hydrated it (the shell marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** Scrolls the whole page once, so lazy images load before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** A horizontal drag on an element with the mouse (pointer events, as a finger would give). */
export async function swipe(page: Page, selector: string, dx: number) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 8;
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y);
  await page.mouse.up();
}

/** Waits until the address is `pathname` with (at least) these query values. */
export async function expectAddress(
  page: Page,
  pathname: string,
  query: Record<string, string> = {},
) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      if (url.pathname !== pathname) return `${url.pathname}${url.search}`;
      for (const [key, value] of Object.entries(query)) {
        if (url.searchParams.get(key) !== value) return `${url.pathname}${url.search}`;
      }
      return 'ok';
    })
    .toBe('ok');
}
