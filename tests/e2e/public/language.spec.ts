// Three languages (docs/product.md, "Languages"): the switch is a plain link with ?lang=; the
// server renders the next page in that language and direction from its first byte.
import { expect, test } from '../test.ts';
import { DESKTOP, open } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('switching to Arabic gives dir=rtl in the server HTML of the next page', async ({ page }) => {
  await open(page, '/about?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page
    .getByRole('navigation', { name: 'Langue' })
    .getByRole('link', { name: 'العربية' })
    .click();
  await expect(page).toHaveURL(/\/about\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Stored once the page has hydrated (a moment after it is painted).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  // The next page, as the server sends it (same cookies, no script run).
  const next = await page.request.get('/contact-us');
  const html = await next.text();
  expect(html).toContain('<html lang="ar" dir="rtl"');
  expect(html).toContain('لنتحدث عن مشروعك العقاري');

  // Following a link keeps Arabic, then English is one click away.
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'اتصل بنا' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لنتحدث عن مشروعك العقاري');
  await page
    .getByRole('navigation', { name: 'اللغة' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Let's talk about your property project",
  );
});

test('every page declares its three language versions', async ({ page }) => {
  await open(page, '/about?lang=en');
  for (const language of ['fr', 'ar', 'en']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/about\\?lang=${language}$`),
    );
  }
});

test('prices, areas and texts follow the language', async ({ page }) => {
  await open(page, '/?lang=ar');
  const card = page.getByTestId('home-featured').getByTestId('property-card').first();
  await expect(card).toContainText(/مليار|مليون/);
  await expect(card).toContainText('دج');
  await open(page, '/?lang=en');
  const english = page.getByTestId('home-featured').getByTestId('property-card').first();
  await expect(english).toContainText(/\d+(\.\d+)? (Md|m)\b/);
  // English readers get the amount in dinars first (DA 21,000,000), the habit second.
  await expect(english).toContainText(/DA \d{1,3}(,\d{3})+/);
});
