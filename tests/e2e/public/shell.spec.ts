// The rest of the frame: the WhatsApp button, the 404 page, accessibility of the public pages.
import { axe } from '../axe.ts';
import { expect, test } from '../test.ts';
import { DESKTOP, PHONE, open } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('the WhatsApp button opens a chat with the agency', async ({ page }) => {
  await open(page, '/?lang=fr');
  const button = page.getByRole('link', { name: "Discuter avec l'agence sur WhatsApp" });
  await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/213\d{9}\?text=/);
  await expect(button).toHaveAttribute('target', '_blank');
});

test('the WhatsApp button shakes for 600ms every 25 to 35 seconds', async ({ page }) => {
  await page.clock.install();
  await open(page, '/?lang=fr');
  const shaker = page.getByTestId('whatsapp-button').locator('[data-shaking]');
  await expect(shaker).toHaveAttribute('data-shaking', 'false');
  // From here on, time moves only when the test says so: a busy machine cannot make a 600ms
  // shake pass between two looks.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.clock.runFor(20_000);
  await expect(shaker).toHaveAttribute('data-shaking', 'false');
  let waited = 0;
  while ((await shaker.getAttribute('data-shaking')) !== 'true' && waited < 16_000) {
    await page.clock.runFor(100);
    waited += 100;
  }
  await expect(shaker).toHaveAttribute('data-shaking', 'true');
  expect(await shaker.evaluate((element) => getComputedStyle(element).animationName)).toBe('shake');
  await page.clock.runFor(650);
  await expect(shaker).toHaveAttribute('data-shaking', 'false');
});

test('it does not shake for visitors who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/?lang=fr');
  const shaker = page.getByTestId('whatsapp-button').locator('[data-shaking]');
  await shaker.hover();
  expect(await shaker.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test('an unknown address answers 404 with a friendly page inside the site', async ({
  page,
  consoleErrors,
}) => {
  // The unknown address is answered 404 on purpose, which the browser logs.
  consoleErrors.expect(/status of 404 .*\/no\/such\/page/);
  const response = await page.goto('/no/such/page?lang=fr');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable/);
});

for (const path of ['/', '/about', '/contact-us']) {
  for (const language of ['fr', 'ar'] as const) {
    test(`${path} in ${language} has no accessibility violations`, async ({ page }) => {
      await open(page, `${path}?lang=${language}`);
      const results = await axe(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .exclude('.leaflet-container')
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
}

test('the drawer has no accessibility violations', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/?lang=fr');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  // The drawer's code arrives on first use: wait for it before looking.
  await expect(page.getByTestId('mobile-drawer')).toBeVisible();
  const results = await axe(page).include('[data-testid="mobile-drawer"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
});
