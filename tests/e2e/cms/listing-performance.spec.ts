// A listing's performance: a visitor's taps on the property page's call and WhatsApp links are
// counted, and staff see the figures grow on the property's back-office page and in the table's
// performance view. Screenshots at 360 and 1440 px go to test-results/cms-screens (not committed).
import type { Page } from '@playwright/test';
import { allDetails, open } from '../details/helpers.ts';
import { DESKTOP, PHONE } from '../public/helpers.ts';
import { BROWSER_UA } from '../../helpers/visitors.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Headless Chromium names itself a robot (HeadlessChrome), which the counters leave out.
test.use({ userAgent: BROWSER_UA });

/** Leaves the taps on the page: no dialer, no WhatsApp tab (this machine has no network). */
async function keepTapsOnThePage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link && /^(tel:|https:\/\/wa\.me)/.test(link.href)) event.preventDefault();
    }),
  );
}

async function figure(page: Page, counter: string): Promise<number> {
  const text = await page.getByTestId(`performance-${counter}`).innerText();
  return Number(text.replace(/\D/g, ''));
}

test('a call and a WhatsApp tap on the property page raise the CMS figures', async ({
  page,
  openAsAdmin,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${process.pid % 200}` });
  const [property] = (await allDetails(request)).filter(
    (item) => item.seller_contact.phone && item.seller_contact.whatsapp,
  );
  expect(property, 'a demo listing with a phone and a WhatsApp number').toBeDefined();
  const id = property!.id;

  await page.setViewportSize(DESKTOP);
  await openAsAdmin(`/cms/property/${id}`);
  const section = page.getByRole('region', { name: 'Performance' });
  await expect(section.getByTestId('performance-totals')).toBeVisible();
  const before = {
    calls: await figure(page, 'phone_clicks'),
    whatsapp: await figure(page, 'whatsapp_clicks'),
  };

  await open(page, `/property/${id}?lang=fr`);
  await keepTapsOnThePage(page);
  await page.getByRole('button', { name: 'Afficher le numéro' }).click();
  await page.getByTestId('seller-phone').click();
  await page.getByTestId('seller-whatsapp').click();

  await page.goto(`/cms/property/${id}`);
  // The beacons leave without being waited for: the figures show once they have landed.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(section.getByTestId('performance-totals')).toBeVisible();
      return [await figure(page, 'phone_clicks'), await figure(page, 'whatsapp_clicks')];
    })
    .toEqual([before.calls + 1, before.whatsapp + 1]);
  await expect(section.getByTestId('performance-chart')).toBeVisible();
  const views = await figure(page, 'views');
  expect(views).toBeGreaterThanOrEqual(1);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'property-performance');

  // The table's performance view, sorted by WhatsApp taps: this listing is among the first.
  await page.goto('/cms/properties');
  await page.getByRole('button', { name: 'Performance (30 jours)' }).click();
  const table = page.getByRole('table', { name: 'Performance des biens sur 30 jours' });
  await expect(page).toHaveURL(/view=performance&order_by=views_desc/);
  await expect(page.getByRole('combobox', { name: 'Trier les biens' })).toHaveValue('views_desc');
  await table.getByRole('button', { name: 'WhatsApp' }).click();
  await expect(page).toHaveURL(/order_by=whatsapp_clicks_desc/);
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText(`#${id}`);
  // The table's 30-day sums agree with the property's page (photo, name, then views).
  await expect(firstRow.locator('td').nth(2)).toHaveText(String(views));
  await screenshot(page, 'properties-performance');

  // On a phone the section and the view fit the screen.
  await page.setViewportSize(PHONE);
  const shown = {
    [`/cms/property/${id}#performance`]: page.getByTestId('performance-whatsapp_clicks'),
    '/cms/properties?view=performance': page.locator('dt', { hasText: 'WhatsApp' }).first(),
  };
  for (const [path, figureShown] of Object.entries(shown)) {
    await page.goto(path);
    await expect(figureShown).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  await page.goto(`/cms/property/${id}`);
  await expect(page.getByTestId('performance-chart')).toBeVisible();
  await screenshot(page, 'property-performance');
  await page.goto('/cms/properties?view=performance&order_by=whatsapp_clicks_desc');
  await expect(page.locator('dt', { hasText: 'WhatsApp' }).first()).toBeVisible();
  await screenshot(page, 'properties-performance');
});
