// The public header on a desktop and on a 360px phone (docs/product.md, "Routes").
import { expect, test } from '../test.ts';
import { DESKTOP, PHONE, open } from './helpers.ts';

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('is fixed, 102px high, with the logo, five links and the language switch', async ({
    page,
  }) => {
    await open(page, '/?lang=fr');
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(102);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of [
      'Biens à vendre',
      'Biens à louer',
      'Estimer mon bien',
      'À propos',
      'Contactez-nous',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    // The current page's item is not a link.
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveCount(0);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Accueil');

    const languages = page.getByRole('navigation', { name: 'Langue' });
    await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/?lang=ar',
    );
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/?lang=en',
    );
    await expect(languages.locator('[aria-current="true"]')).toContainText('FR');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
  });

  test('marks the page being shown and keeps the others as links', async ({ page }) => {
    await open(page, '/about?lang=fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('À propos');
    await nav.getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Contactez-nous');
    await expect(nav.getByRole('link', { name: 'À propos' })).toBeVisible();
  });

  test('the footer is shown, with the copyright line and the developer credit', async ({
    page,
  }) => {
    await open(page, '/about?lang=fr');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('Tous droits réservés');
    await expect(footer).toContainText('Conception et développement');
  });
});

test.describe('phone header (360px)', () => {
  test.use({ viewport: PHONE });

  test('shows the menu button instead of the links, and nothing overflows', async ({ page }) => {
    await open(page, '/?lang=fr');
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    for (const path of ['/', '/about', '/contact-us']) {
      await open(page, `${path}?lang=fr`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
