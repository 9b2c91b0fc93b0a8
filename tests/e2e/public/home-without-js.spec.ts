// Home and About as the server writes them, with JavaScript off on a 360px phone: every section
// below the hero shows its content (read from the public API, the same catalogue), the hero's
// trust figure is the verified share the API's counts give, and About's figures are in the
// page's language. Full-page screenshots in French and Arabic are kept as artifacts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { PHONE } from './helpers.ts';

test.use({ javaScriptEnabled: false, viewport: PHONE });

interface List {
  data: { name: string }[];
  total: number;
  total_exact?: boolean;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const names = async (request: APIRequestContext, query: string) =>
  (await api<List>(request, `/api/properties?${query}`)).data.map((card) => card.name);

/** Each card name of a section, seen on the screen once scrolled to. */
async function expectCards(page: Page, section: string, expected: string[]) {
  expect(expected.length, section).toBeGreaterThan(0);
  const cards = page.getByTestId(section).getByTestId('property-card').getByRole('heading');
  // The first tab of the must-see section, the carousel's slides: every card is in the HTML.
  await expect(cards).toHaveText(expected);
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.first()).toBeVisible();
}

/** What each language's page says: About's values, the share as written. */
const COPY = {
  fr: {
    values: ['Leadership', 'Créativité', 'Qualité', 'Transparence'],
    share: (share: number) => `${share}\u202f%`,
  },
  ar: {
    values: ['الريادة', 'الإبداع', 'الجودة', 'الشفافية'],
    share: (share: number) => `${share}%`,
  },
} as const;

for (const language of ['fr', 'ar'] as const) {
  test(`Home without JavaScript shows every section's content in ${language}`, async ({
    page,
    request,
  }, testInfo) => {
    const response = await page.goto(`/?lang=${language}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const locale = `locale=${language}`;

    await expectCards(
      page,
      'home-featured',
      await names(request, `isANePasManquer=true&limit=6&${locale}`),
    );
    await expectCards(page, 'home-deals', await names(request, `ispromo=true&limit=12&${locale}`));
    const wilayas = await api<{ data: { name: string }[] }>(
      request,
      `/api/properties/wilaya?${locale}`,
    );
    const city = page.getByTestId('home-cities').getByRole('link', { name: wilayas.data[0]!.name });
    await city.first().scrollIntoViewIfNeeded();
    await expect(city.first()).toBeVisible();
    await expectCards(
      page,
      'home-latest',
      await names(request, `order_by=date_desc&limit=3&${locale}`),
    );
    await expectCards(
      page,
      'home-handpicked',
      await names(request, `isSelected=true&limit=8&${locale}`),
    );
    const about = page.getByTestId('home-about');
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByRole('heading', { level: 2 })).toBeVisible();
    for (const value of COPY[language].values) await expect(about).toContainText(value);

    // Nothing is left for the browser to skip off-screen: a full-page capture (or a crawler's
    // snapshot) sees every section, not blank boxes.
    const skipped = await page.evaluate(
      () =>
        [...document.querySelectorAll('main section')].filter(
          (section) => getComputedStyle(section).contentVisibility === 'auto',
        ).length,
    );
    expect(skipped).toBe(0);

    const path = testInfo.outputPath(`home-nojs-${language}-360.png`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`home-nojs-${language}-360`, { path, contentType: 'image/png' });
  });

  test(`the hero's verified share is the API's, in ${language}`, async ({ page, request }) => {
    const all = await api<List>(request, '/api/properties?limit=1');
    const verified = await api<List>(request, '/api/properties?verified=true&limit=1');
    // The demo catalogue is small: both totals are exact counts (decision 0020).
    expect(all.total_exact).toBe(true);
    expect(verified.total_exact).toBe(true);
    expect(verified.total).toBeGreaterThan(0);
    expect(verified.total).toBeLessThan(all.total);
    const share = Math.floor((verified.total * 100) / all.total);

    await page.goto(`/?lang=${language}`);
    await expect(page.getByTestId('home-verified-share')).toHaveText(COPY[language].share(share));
    await expect(page.getByRole('main')).not.toContainText('100%');
    await expect(page.getByRole('main')).not.toContainText('100\u202f%');
  });
}

test('About without JavaScript says its figures in Arabic, the approval number backing its badge', async ({
  page,
  request,
}) => {
  const info = await api<{ approval_number: string | null }>(request, '/api/genInfo?locale=ar');
  expect(info.approval_number).toBeTruthy();
  await page.goto('/about?lang=ar');
  const figures = page.getByRole('main').locator('dl').first();
  await expect(figures).toContainText('24 ساعة');
  await expect(figures).not.toContainText(/[A-Za-z]/);
  await expect(page.getByTestId('about-approval')).toContainText(info.approval_number!);
});
