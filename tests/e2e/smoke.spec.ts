import { expect, test } from './test.ts';

test('the home page is served in French, and in Arabic right to left when chosen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The choice is remembered for the next page, by the server (cookie) and in localStorage.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // (Written once the page's script runs.)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});

test('the back-office stays in French', async ({ page }) => {
  await page.goto('/?lang=ar');
  await page.goto('/cms/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
