import { expect, test } from '../test.ts';
import { createAd, publicAd, open, expectAccessible } from './helpers.ts';

// The demo: ad 1 is a full page (every link set), ad 2 is link-only, ad 3 has no TikTok.
for (const locale of ['fr', 'ar'] as const) {
  test(`an advertiser page shows its content and only the links it has (${locale})`, async ({
    page,
    request,
  }) => {
    const ad = await publicAd(request, 1, locale);
    const response = await open(page, `/ads/1?lang=${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.name);
    await expect(page.getByTestId('ad-banner')).toBeVisible();
    await expect(page.getByTestId('ad-who')).toHaveText(ad.whoAreWe);
    await expect(page.getByTestId('ad-product')).toHaveText(ad.ourProduct);
    const contact = page.getByTestId('ad-contact');
    await expect(contact).toContainText(ad.workHours);
    await expect(contact).toContainText(ad.fullAddress);
    await expect(page.getByTestId('ad-phone')).toHaveAttribute('href', /^tel:\+213\d+$/);
    await expect(page.getByTestId('ad-whatsapp')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/213\d+$/,
    );
    await expect(page.getByTestId('ad-email')).toHaveAttribute('href', `mailto:${ad.email}`);
    await expect(page.getByTestId('ad-website')).toHaveAttribute('href', ad.websiteLink!);
    for (const network of ['facebook', 'instagram', 'tiktok', 'youtube']) {
      await expect(page.getByTestId(`ad-social-${network}`)).toBeVisible();
    }
    await page.getByTestId('ad-location').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expectAccessible(page);

    // The photos open full screen.
    await page.getByTestId('ad-gallery').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // An advertiser without TikTok shows no TikTok link.
    await open(page, `/ads/3?lang=${locale}`);
    await expect(page.getByTestId('ad-social-facebook')).toBeVisible();
    await expect(page.getByTestId('ad-social-tiktok')).toHaveCount(0);
  });
}

test('a link-only ad sends the visitor to its address', async ({ page, request }) => {
  const ad = await publicAd(request, 2);
  expect(ad.isLinkOnly).toBe(true);
  const response = await request.get('/ads/2', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(ad.urlLink);
  // In the browser: the page request is followed to the advertiser's site (which this offline
  // machine cannot reach, so the navigation itself ends in a network error).
  const followed = page.waitForRequest((req) => req.url() === ad.urlLink);
  await page.goto('/ads/2').catch(() => undefined);
  expect((await followed).isNavigationRequest()).toBe(true);
});

test("a hidden or unknown ad is 'This ad is not available.' with HTTP 404 (fr, ar)", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The pages this test opens answer 404 on purpose, which the browser logs.
  consoleErrors.expect(/status of 404 .*\/ads\//);
  const id = await createAd(request, { name_fr: 'Annonce masquée', isVisible: false });
  let response = await open(page, `/ads/${id}?lang=fr`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Cette annonce n'est pas disponible.",
  );
  response = await open(page, `/ads/${id}?lang=ar`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('هذا الإعلان غير متاح.');
  response = await open(page, '/ads/99999?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This ad is not available.');
});

test('the video loads from YouTube only when the visitor presses play', async ({
  page,
  request,
}) => {
  const id = await createAd(request, {
    name_fr: 'Résidence vidéo',
    whoAreWeFr: 'Un promoteur qui montre ses chantiers en vidéo.',
    youtubeVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    isVisible: true,
  });
  const youtube: string[] = [];
  // YouTube's hosts only: the site's own files may have "youtube" in their names.
  await page.route(
    /^https?:\/\/([\w-]+\.)*(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)\//,
    (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>player</p>' });
    },
  );
  await open(page, `/ads/${id}?lang=fr`);
  const video = page.getByTestId('ad-video');
  await expect(video.getByRole('button', { name: 'Lire la vidéo' })).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
  await video.getByRole('button', { name: 'Lire la vidéo' }).press('Enter');
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
  );
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});
