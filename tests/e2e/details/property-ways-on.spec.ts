// The property page never leaves the visitor stuck: the phone's contact bar, the photos and the
// phone number before the script runs, the price above the fold on a desktop, the way back to
// the results and on to the next listing, similar listings on every page, the price written for
// English readers. Screenshots of the page at 360 and 1440 px in Arabic and French go to
// test-results/property-ways-on (not committed).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { apiLogin } from '../cms/fixtures.ts';
import { DESKTOP, PHONE } from '../public/helpers.ts';
import { allDetails, firstWhere, open, similarCount } from './helpers.ts';
import { BROWSER_UA } from '../../helpers/visitors.ts';

const SHOTS = 'test-results/property-ways-on';

// Reveals are counted for people only: headless Chromium names itself a robot (HeadlessChrome).
test.use({ userAgent: BROWSER_UA });
const withPhone = (item: { seller_contact: { phone: boolean; email: boolean } }) =>
  item.seller_contact.phone && item.seller_contact.email;

/** The reveals counted for a property, read through the back-office API. */
async function reveals(request: APIRequestContext, id: number): Promise<number> {
  const session = await apiLogin(request);
  const response = await request.get(`/api/admin/property/${id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { phone_reveals: number }).phone_reveals;
}

/** Each test reveals from its own client address: reveals are limited per client. */
let clientCounter = 0;
async function asNewClient(page: Page) {
  const address = `198.51.100.${(process.pid % 40) * 6 + ++clientCounter}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['fr', 'ar'] as const) {
    test(`the contact bar stays at hand, covers nothing and reveals once (${locale})`, async ({
      page,
      request,
    }) => {
      await asNewClient(page);
      const p = await firstWhere(request, withPhone);
      const before = await reveals(request, p.id);
      await open(page, `/property/${p.id}?lang=${locale}`);
      const bar = page.getByTestId('contact-bar');
      await expect(bar).toBeVisible();
      // Its own WhatsApp button: the floating one stays out of its way on phones.
      await expect(page.getByTestId('whatsapp-button')).toBeHidden();

      // At the very bottom, the end of the page is above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barBox = (await bar.boundingBox())!;
      const lastLine = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        return footer ? footer.getBoundingClientRect().bottom : 0;
      });
      expect(lastLine).toBeGreaterThan(0);
      expect(lastLine).toBeLessThanOrEqual(barBox.y + 1);
      await page.screenshot({ path: `${SHOTS}/phone-${locale}-bottom.png` });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      const call = locale === 'fr' ? 'Appeler' : 'اتصال';
      await bar.getByRole('button', { name: call }).click();
      const link = page.getByTestId('bar-call');
      await expect(link).toHaveAttribute('href', /^tel:\+213\d+$/);
      await expect(link).toBeFocused();
      await expect(page.getByTestId('bar-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(page.getByTestId('bar-message')).toHaveAttribute('href', /^mailto:/);
      // The seller card shows the same reveal: one count for both.
      await expect(page.getByTestId('seller-phone')).toHaveAttribute('href', /^tel:/);
      expect(await reveals(request, p.id)).toBe(before + 1);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/phone-${locale}-revealed.png` });
      await page.getByTestId('property-header').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/phone-${locale}-header.png` });
    });
  }
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the contact bar reveals the number through the page, counted once (ar)', async ({
    page,
    request,
  }) => {
    await asNewClient(page);
    const p = await firstWhere(request, withPhone);
    const before = await reveals(request, p.id);
    await page.goto(`/property/${p.id}?lang=ar`);
    await page.getByTestId('contact-bar').getByRole('button', { name: 'واتساب' }).click();
    await expect(page.getByTestId('bar-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByTestId('bar-call')).toHaveAttribute('href', /^tel:\+213\d+$/);
    await expect(page.getByTestId('seller-phone')).toHaveAttribute('href', /^tel:/);
    expect(await reveals(request, p.id)).toBe(before + 1);
    expect(new URL(page.url()).pathname).toBe(`/property/${p.id}`);
  });

  test("the seller card's button reveals the number (fr, desktop)", async ({ page, request }) => {
    await asNewClient(page);
    await page.setViewportSize(DESKTOP);
    const p = await firstWhere(request, withPhone);
    await page.goto(`/property/${p.id}?lang=fr`);
    await expect(page.getByTestId('contact-bar')).toBeHidden();
    await page.getByRole('button', { name: 'Afficher le numéro' }).click();
    await expect(page.getByTestId('seller-phone')).toHaveAttribute('href', /^tel:\+213\d+$/);
    await expect(page.getByTestId('seller-email')).toHaveAttribute('href', /^mailto:/);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`"see all photos" shows every photo (${viewport.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const p = await firstWhere(request, (item) => item.images.length >= 3);
      await page.goto(`/property/${p.id}?lang=fr`);
      const all = page.locator('#all-photos');
      await expect(all).toBeHidden();
      await page.getByTestId('show-all-photos').click();
      await expect(all).toBeVisible();
      await expect(all.locator('img')).toHaveCount(p.images.length);
      await all.getByRole('link', { name: 'Fermer les photos' }).click();
      await expect(all).toBeHidden();
    });
  }
});

test('"see all photos" opens the viewer once the script runs', async ({ page, request }) => {
  const p = await firstWhere(request, (item) => item.images.length >= 3);
  await open(page, `/property/${p.id}?lang=fr`);
  await page.getByTestId('show-all-photos').click();
  const viewer = page.getByRole('dialog', { name: 'Photos du bien' });
  await expect(viewer).toBeVisible();
  await expect(page.locator('#all-photos')).toBeHidden();
  // An opaque backdrop and arrows a finger can hit.
  const next = viewer.getByRole('button', { name: 'Photo suivante' });
  const box = (await next.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  const backdrop = await page
    .locator('.yarl__container')
    .evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(backdrop).toBe('rgb(11, 15, 14)');
});

test.describe('on a 1440×900 screen', () => {
  test.use({ viewport: DESKTOP });

  for (const locale of ['fr', 'ar'] as const) {
    test(`the price is above the fold (${locale})`, async ({ page, request }) => {
      const p = await firstWhere(
        request,
        (item) => item.images.length >= 3 && item.name.length > 30,
      );
      const from = encodeURIComponent('/properties/both?order=date_desc');
      for (const path of [
        `/property/${p.id}?lang=${locale}`,
        `/property/${p.id}?lang=${locale}&from=${from}`,
      ]) {
        await open(page, path);
        const price = (await page.getByTestId('property-price').boundingBox())!;
        expect(price.y + price.height).toBeLessThanOrEqual(900);
      }
      await page.screenshot({ path: `${SHOTS}/desktop-${locale}.png` });
      await page.setViewportSize(PHONE);
      await open(page, `/property/${p.id}?lang=${locale}`);
      await page.screenshot({ path: `${SHOTS}/phone-${locale}.png` });
    });
  }
});

test('back to results keeps the search; previous and next follow the results', async ({ page }) => {
  const list = '/properties/sell?order=price_asc';
  await page.goto(`${list}&lang=fr`);
  const cards = page.getByTestId('property-card');
  const ids = await cards.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.closest('li')?.getAttribute('data-property-id'))),
  );
  expect(ids.length).toBeGreaterThanOrEqual(3);
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/property/${ids[1]}\\?from=`));

  await expect(page.getByTestId('back-to-results')).toHaveAttribute('href', list);
  await page.getByTestId('next-listing').click();
  await expect(page).toHaveURL(new RegExp(`/property/${ids[2]}\\?from=`));
  await page.getByTestId('previous-listing').click();
  await expect(page).toHaveURL(new RegExp(`/property/${ids[1]}\\?from=`));
  await page.getByTestId('previous-listing').click();
  await expect(page).toHaveURL(new RegExp(`/property/${ids[0]}\\?from=`));
  await expect(page.getByTestId('previous-listing')).toHaveCount(0);
  await page.getByTestId('back-to-results').click();
  await expect(page).toHaveURL(new RegExp(`${list.replace('?', '\\?')}$`));
  await expect(page.getByTestId('sort')).toHaveValue('price_asc');
});

test('the last card of a page leads to the first of the next page', async ({ page }) => {
  const first = '/properties/both';
  await page.goto(`${first}?lang=fr`);
  const lastId = Number(
    await page
      .getByTestId('results')
      .locator('[data-property-id]')
      .last()
      .getAttribute('data-property-id'),
  );
  await page.goto(`${first}?page=2&lang=fr`);
  const nextId = Number(
    await page
      .getByTestId('results')
      .locator('[data-property-id]')
      .first()
      .getAttribute('data-property-id'),
  );
  await page.goto(`/property/${lastId}?from=${encodeURIComponent(first)}`);
  await page.getByTestId('next-listing').click();
  await expect(page).toHaveURL(new RegExp(`/property/${nextId}\\?from=`));
  await expect(page.getByTestId('back-to-results')).toHaveAttribute('href', `${first}?page=2`);
});

test('every listing has similar listings to go on to', async ({ request, page }) => {
  const all = await allDetails(request);
  for (const p of all) expect(await similarCount(request, p.id), `#${p.id}`).toBeGreaterThan(0);
  await open(page, `/property/${all[0]!.id}?lang=ar`);
  const similar = page.getByTestId('similar-properties');
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByTestId('property-card').first()).toBeVisible();
});

test('English readers see the amount in dinars first, the millions second', async ({
  page,
  request,
}) => {
  const rental = await firstWhere(
    request,
    (item) =>
      item.price >= 10_000 &&
      item.price < 10_000_000 &&
      item.statuses.some((s) => /louer/i.test(s.name)),
  );
  await open(page, `/property/${rental.id}?lang=en`);
  const price = page.getByTestId('property-price');
  await expect(price).toContainText(/DA [\d,]+ \/ month/);
  await expect(page.getByTestId('property-price-full')).toHaveText(/^[\d.]+ m \/ month$/);
  await open(page, `/property/${rental.id}?lang=fr`);
  await expect(price).toContainText(/[\d,]+ m \/ mois/);
});

test('the price per m² context shows on the demo catalogue', async ({ page, request }) => {
  const all = await allDetails(request);
  const contexts = await Promise.all(
    all.map(async (p) => {
      const response = await request.get(`/api/properties/${p.id}/price-context?locale=fr`);
      return { id: p.id, ...((await response.json()) as { available: boolean; scope: string }) };
    }),
  );
  const shown = contexts.filter((context) => context.available);
  test.info().annotations.push({
    type: 'price context',
    description: `${shown.length} of ${all.length} listings (${shown.filter((c) => c.scope === 'country').length} on the whole country)`,
  });
  // Groups of one type and kind are small in a 60-listing demo: a third is what it allows.
  expect(shown.length).toBeGreaterThanOrEqual(all.length / 3);
  const country = shown.find((context) => context.scope === 'country');
  if (country) {
    await open(page, `/property/${country.id}?lang=fr`);
    await expect(page.getByTestId('price-context')).toContainText("toute l'Algérie");
  }
});
