import { expect, test } from '../test.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import {
  details,
  firstWhere,
  hiddenPropertyId,
  similarCount,
  open,
  expectAccessible,
} from './helpers.ts';
import { reach } from '../hydration.ts';

const rich = (p: TPropertyDetails) =>
  p.images.length >= 2 &&
  p.states.length > 0 &&
  p.views.length > 0 &&
  p.commodities.length > 0 &&
  p.security_accessibilities.length > 0 &&
  p.proximities.length > 0 &&
  p.associated_documents.length > 0 &&
  p.construction_year !== null &&
  p.latitude !== null;

for (const locale of ['fr', 'ar'] as const) {
  test(`a property page shows every section with its data (${locale})`, async ({
    page,
    request,
  }) => {
    const chosen = await firstWhere(request, rich);
    const p = (await details(request, chosen.id, locale))!;
    const response = await open(page, `/property/${p.id}?lang=${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(page.getByTestId('property-place')).toContainText(p.city);
    const digits = (text: string) => text.replace(/\D/g, '');
    expect(digits(await page.getByTestId('property-price-full').innerText())).toContain(
      String(p.price),
    );
    await expect(page.getByTestId('photo-gallery').getByRole('button')).toHaveCount(
      p.images.length,
    );
    await expect(page.getByTestId('show-all-photos')).toHaveAttribute('href', '#all-photos');
    await expect(page.getByTestId('description-text')).toContainText(p.description.slice(0, 40));

    const building = page.getByTestId('section-building');
    await expect(building.getByTestId('fact-state')).toHaveText(p.states[0]!.name);
    await expect(building.getByTestId('fact-year')).toHaveText(String(p.construction_year));
    for (const item of [...p.commodities, ...p.other_characteristics]) {
      await expect(page.getByTestId('section-strong-points')).toContainText(item.name);
    }
    for (const item of p.security_accessibilities) {
      await expect(page.getByTestId('section-security')).toContainText(item.name);
    }
    for (const item of p.views)
      await expect(page.getByTestId('section-views')).toContainText(item.name);
    for (const item of p.proximities) {
      await expect(page.getByTestId('section-proximity')).toContainText(item.name);
    }
    for (const document of p.associated_documents) {
      await expect(page.getByTestId(`documents-${document.category}`)).toContainText(document.name);
    }
    await expect(page.getByTestId('section-location')).toContainText(p.wilaya);
    // The map loads when it comes near the screen (tiles are not needed for the marker).
    await page.getByTestId('point-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(page.getByTestId('seller-name')).toHaveText(p.seller_name);
    await expect(page.getByTestId('similar-properties').getByTestId('property-card')).toHaveCount(
      await similarCount(request, p.id),
    );
    await expectAccessible(page);
  });
}

test("'Unknown state' and 'No view' stand in for missing values", async ({ page, request }) => {
  const p = await firstWhere(
    request,
    (item) => item.states.length === 0 && item.views.length === 0,
  );
  await open(page, `/property/${p.id}?lang=fr`);
  await expect(page.getByTestId('fact-state')).toHaveText('État inconnu');
  await expect(page.getByTestId('section-views')).toContainText('Aucune vue');
  await open(page, `/property/${p.id}?lang=ar`);
  await expect(page.getByTestId('fact-state')).toHaveText('حالة غير معروفة');
  await expect(page.getByTestId('section-views')).toContainText('بدون إطلالة');
});

test('the phone number is revealed on request, with call, WhatsApp and e-mail links', async ({
  page,
  request,
}) => {
  const p = await firstWhere(
    request,
    (item) => item.seller_contact.phone && item.seller_contact.email,
  );
  await open(page, `/property/${p.id}?lang=fr`);
  await expect(page.getByTestId('seller-phone')).toHaveCount(0);
  const revealed = page.waitForResponse(
    (response) => response.url().endsWith(`/api/properties/${p.id}/mobile`) && response.ok(),
  );
  await page.getByRole('button', { name: 'Afficher le numéro' }).click();
  const contact = (await (await revealed).json()) as {
    seller_phone: string;
    seller_whatsapp: string;
    seller_email: string;
  };
  const phone = page.getByTestId('seller-phone');
  // Shown the national way (0555 12 34 56), linked the international way.
  await expect(phone).toContainText(formatAlgerianPhone(contact.seller_phone));
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('href', /^tel:\+213\d+$/);
  await expect(page.getByTestId('seller-whatsapp')).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/213\d+\?text=/,
  );
  await expect(page.getByTestId('seller-email')).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${contact.seller_email.replace(/[.+]/g, '\\$&')}\\?subject=`),
  );

  // In Arabic too, from the keyboard.
  await open(page, `/property/${p.id}?lang=ar`);
  const button = page.getByRole('button', { name: 'إظهار رقم الهاتف' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('seller-phone')).toContainText(
    formatAlgerianPhone(contact.seller_phone),
  );
});

test('a long description folds with read more / read less; a short one does not', async ({
  page,
  request,
}) => {
  const long = await firstWhere(request, (item) => item.description.length > 420);
  await open(page, `/property/${long.id}?lang=fr`);
  const text = page.getByTestId('description-text');
  const more = page.getByRole('button', { name: 'Lire la suite' });
  await reach(more);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const folded = (await text.boundingBox())!.height;
  await more.click();
  const less = page.getByRole('button', { name: 'Réduire' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(folded);
  await less.click();
  await expect(page.getByRole('button', { name: 'Lire la suite' })).toBeVisible();

  const shortOne = (await details(request, long.id, 'ar'))!;
  if (shortOne.description.length <= 420 && shortOne.description.split(/\n\s*\n/).length <= 4) {
    await open(page, `/property/${long.id}?lang=ar`);
    await expect(page.getByTestId('description-text')).toBeVisible();
    await expect(page.getByRole('button', { name: 'قراءة المزيد' })).toHaveCount(0);
  }
});

test('the photos open full screen and are browsed and closed from the keyboard', async ({
  page,
  request,
}) => {
  const p = await firstWhere(request, (item) => item.images.length >= 3);
  await open(page, `/property/${p.id}?lang=fr`);
  const count = p.images.length;
  const first = page.getByRole('button', { name: `Ouvrir la photo 1 sur ${count}` });
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photos du bien' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});

test('the viewer shows each photo once among its thumbnails (4 photos)', async ({
  page,
  request,
}) => {
  const p = await firstWhere(request, (item) => item.images.length === 4);
  await open(page, `/property/${p.id}?lang=fr`);
  await page.getByRole('button', { name: 'Ouvrir la photo 1 sur 4' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos du bien' });
  await expect(viewer.getByText('1 / 4')).toBeVisible();
  const thumbnails = viewer.locator('.yarl__thumbnails_thumbnail img');
  await expect(thumbnails.first()).toBeVisible();
  const sources = await thumbnails.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute('src')),
  );
  expect(sources.length).toBeLessThanOrEqual(4);
  expect(new Set(sources).size).toBe(sources.length);
});

test.describe('sharing', () => {
  test('without a share sheet the link is copied', async ({ page, context, request }) => {
    const p = await firstWhere(request, () => true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await open(page, `/property/${p.id}?lang=fr`);
    await page.getByRole('button', { name: 'Partager', exact: true }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/property/${p.id}$`),
    );
  });

  test('a failed copy and a failed share are said so (fr, ar)', async ({ page, request }) => {
    const p = await firstWhere(request, () => true);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await open(page, `/property/${p.id}?lang=fr`);
    await page.getByRole('button', { name: 'Partager', exact: true }).click();
    await expect(page.getByText('Impossible de copier le lien.')).toBeVisible();

    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: () => Promise.reject(new TypeError('not allowed')),
        configurable: true,
      });
    });
    await open(page, `/property/${p.id}?lang=ar`);
    await page.getByRole('button', { name: 'مشاركة', exact: true }).click();
    await expect(page.getByText('تعذّرت مشاركة الرابط.')).toBeVisible();
  });

  test("the share sheet gets the text 'Check out this property!' and the link", async ({
    page,
    request,
  }) => {
    const p = await firstWhere(request, () => true);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await open(page, `/property/${p.id}?lang=en`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared,
    );
    const data = (await shared.jsonValue()) as ShareData;
    expect(data.text).toBe('Check out this property!');
    expect(data.url).toMatch(new RegExp(`/property/${p.id}$`));
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=Check%20out%20this%20property!%20/,
    );
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
  });
});

test.describe('promotion countdown', () => {
  test('counts down to the end of a running promotion, then says it expired', async ({
    page,
    request,
  }) => {
    const p = await firstWhere(
      request,
      (item) =>
        item.ispromo &&
        item.promotion_end_date !== null &&
        new Date(item.promotion_end_date).getTime() > Date.now() + 3 * 86_400_000,
    );
    const end = new Date(p.promotion_end_date!).getTime();
    // 2 days, 3 hours, 4 minutes and 30 seconds before the end.
    await page.clock.install({ time: end - ((2 * 24 + 3) * 60 + 4) * 60_000 - 30_000 });
    await open(page, `/property/${p.id}?lang=fr`);
    const countdown = page.getByTestId('promo-countdown');
    await expect(countdown).toContainText("L'offre se termine dans");
    await expect(page.getByTestId('countdown-days')).toHaveText('02');
    await expect(page.getByTestId('countdown-hours')).toHaveText('03');
    await expect(page.getByTestId('countdown-minutes')).toHaveText('04');
    await page.clock.fastForward(60_000);
    await expect(page.getByTestId('countdown-minutes')).toHaveText('03');
    await page.clock.fastForward((2 * 24 + 3) * 3_600_000 + 4 * 60_000);
    await expect(page.getByTestId('promo-expired')).toContainText('Promotion expirée');
  });

  test('the countdown reads the same in Arabic', async ({ page, request }) => {
    const p = await firstWhere(
      request,
      (item) =>
        item.ispromo &&
        item.promotion_end_date !== null &&
        new Date(item.promotion_end_date).getTime() > Date.now() + 2 * 86_400_000,
    );
    const end = new Date(p.promotion_end_date!).getTime();
    await page.clock.install({ time: end - ((24 + 2) * 60 + 5) * 60_000 - 30_000 });
    await open(page, `/property/${p.id}?lang=ar`);
    const countdown = page.getByTestId('promo-countdown');
    await expect(countdown).toContainText('ينتهي العرض بعد');
    await expect(countdown).toContainText('أيام');
    await expect(page.getByTestId('countdown-days')).toHaveText('01');
    await expect(page.getByTestId('countdown-hours')).toHaveText('02');
    await expect(page.getByTestId('countdown-minutes')).toHaveText('05');
  });

  test('a promotion past its end date shows "Promotion expired" from the first byte', async ({
    page,
    request,
  }) => {
    const p = await firstWhere(
      request,
      (item) =>
        !item.ispromo &&
        item.afterpromo_price !== null &&
        item.promotion_end_date !== null &&
        new Date(item.promotion_end_date).getTime() < Date.now(),
    );
    await open(page, `/property/${p.id}?lang=en`);
    await expect(page.getByTestId('promo-expired')).toContainText('Promotion expired');
    await expect(page.getByTestId('promo-countdown')).toHaveCount(0);
  });
});

test("a hidden or unknown property is 'Property not found' with HTTP 404 (fr, ar)", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The pages this test opens answer 404 on purpose, which the browser logs.
  consoleErrors.expect(/status of 404 .*\/property\//);
  const hidden = await hiddenPropertyId(request);
  let response = await open(page, `/property/${hidden}?lang=fr`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien introuvable');
  await expect(page).toHaveTitle(/Bien introuvable/);
  response = await open(page, `/property/${hidden}?lang=ar`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العقار غير موجود');
  response = await open(page, '/property/987654?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found');
  await expectAccessible(page);
});
