// The site's chrome answers the first tap after the first paint, before the page's script has run
// (decision 0031): the menu opens, its links, language choice and search work, the home search
// submits. The page's JavaScript is held back here (its requests wait) so the page stays as the
// server drew it; one test then lets it through and checks the hand-over keeps what was typed.
// Also the drawer's search on a phone's pace: it never leaves the page mid-word.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { PHONE, expectAddress, open } from './helpers.ts';

test.use({ viewport: PHONE });

const drawer = (page: Page) => page.getByTestId('mobile-drawer');
/** The time a phone's typist takes per letter. */
const PHONE_PACE_MS = 600;

/** Holds every script request of the page until `release()` (never, if it is not called). */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  return { release: () => release() };
}

/** Opens `path` as it is painted, without waiting for the scripts the test holds back. */
async function paint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('before the script', () => {
  test('the menu opens by a tap, and its links and language choice work', async ({ page }) => {
    await holdScripts(page);
    await paint(page, '/about?lang=fr');
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    // Escape closes it and the focus goes back to the button; its close button closes it too.
    await drawer(page).getByRole('link', { name: 'Contactez-nous' }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer(page).getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(drawer(page)).toBeHidden();

    await menuButton.click();
    await drawer(page).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/about\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await drawer(page).getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer(page)).toBeHidden();
  });

  test('the drawer search and the home search submit as forms', async ({ page }) => {
    await holdScripts(page);
    await paint(page, '/about?lang=fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer(page).getByRole('searchbox', { name: 'Rechercher un bien' }).fill('jardin');
    await drawer(page).getByRole('button', { name: 'Lancer la recherche' }).click();
    await expectAddress(page, '/properties/both', { keyword: 'jardin', lang: 'fr' });

    await paint(page, '/?lang=fr');
    const hero = page.getByTestId('hero-search');
    await hero.getByText('Louer').click();
    await hero.getByRole('searchbox').fill('piscine');
    await hero.getByRole('button', { name: 'Rechercher' }).click();
    await expectAddress(page, '/properties/rent', { keyword: 'piscine' });
  });

  test('what was typed before hydration stays, and the drawer stays open', async ({ page }) => {
    const scripts = await holdScripts(page);
    await paint(page, '/about?lang=fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    // A search box before hydration, a combobox (its suggestions) after.
    const box = drawer(page).getByLabel('Rechercher un bien', { exact: true });
    await box.pressSequentially('jardi');
    scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(drawer(page)).toBeVisible();
    await box.pressSequentially('n');
    await expect(box).toHaveValue('jardin');
    await box.press('Enter');
    await expectAddress(page, '/properties/both', { keyword: 'jardin' });
  });
});

test('from the drawer, a keyword typed at a phone’s pace is searched on submit, whole', async ({
  page,
}) => {
  await open(page, '/about?lang=fr');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const box = drawer(page).getByRole('combobox', { name: 'Rechercher un bien' });
  for (const letter of 'jardin') {
    await box.press(letter);
    await page.waitForTimeout(PHONE_PACE_MS);
    // Still on the page, the drawer open, every letter there.
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(drawer(page)).toBeVisible();
  }
  await expect(box).toHaveValue('jardin');
  await box.press('Enter');
  await expectAddress(page, '/properties/both', { keyword: 'jardin', lang: 'fr' });
});

test('on a list page, the keyword goes into the address after a pause, not mid-word', async ({
  page,
}) => {
  await open(page, '/properties/both?lang=fr');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const box = drawer(page).getByRole('combobox', { name: 'Rechercher un bien' });
  for (const letter of 'jardin') {
    await box.press(letter);
    await page.waitForTimeout(PHONE_PACE_MS);
    expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();
  }
  await expectAddress(page, '/properties/both', { keyword: 'jardin' });
  await expect(box).toHaveValue('jardin');
  await expect(drawer(page)).toBeVisible();
});
