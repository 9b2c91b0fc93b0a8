// The mobile drawer (below 768px), once the page is hydrated: opened by the menu button, closed by
// its button, Escape, navigation, a language choice or a swipe toward its side (left; right in
// Arabic). Before hydration: first-tap.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { PHONE, expectAddress, open, swipe } from './helpers.ts';

test.use({ viewport: PHONE });

const drawer = (page: Page) => page.getByTestId('mobile-drawer');

async function openDrawer(page: Page, name = 'Ouvrir le menu') {
  await page.getByRole('button', { name }).click();
  await expect(drawer(page)).toBeVisible();
}

test('opens with the menu button, traps the focus, and gives it back when closed', async ({
  page,
}) => {
  await open(page, '/about?lang=fr');
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await openDrawer(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // The seven links (the six pages and the favourites; the current page's one as text), the
  // language picker, search and filters.
  const nav = drawer(page).getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('link', { name: 'Favoris' })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('À propos');
  await expect(drawer(page).getByRole('combobox', { name: 'Rechercher un bien' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Filtres' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'English' })).toBeVisible();

  // Tabbing never leaves the drawer.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
  }
  await drawer(page).getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton).toBeFocused();

  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('closes when a link is followed', async ({ page }) => {
  await open(page, '/?lang=fr');
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Contactez-nous' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Parlons de votre projet immobilier',
  );
});

test('closes on a swipe of more than 50px to the left, not on a short one or to the right', async ({
  page,
}) => {
  await open(page, '/?lang=fr');
  await openDrawer(page);
  await swipe(page, '[data-testid="drawer-head"]', -30);
  await expect(drawer(page)).toBeVisible();
  await swipe(page, '[data-testid="drawer-head"]', 120);
  await expect(drawer(page)).toBeVisible();
  await swipe(page, '[data-testid="drawer-head"]', -80);
  await expect(drawer(page)).toBeHidden();
});

test('in Arabic it comes from the right and closes on a swipe to the right', async ({ page }) => {
  await open(page, '/?lang=ar');
  await openDrawer(page, 'فتح القائمة');
  // Its end edge, once it has slid in, is the screen's right edge.
  await expect
    .poll(async () => {
      const box = await drawer(page).boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(PHONE.width);
  await swipe(page, '[data-testid="drawer-head"]', -120);
  await expect(drawer(page)).toBeVisible();
  await swipe(page, '[data-testid="drawer-head"]', 80);
  await expect(drawer(page)).toBeHidden();
});

test('choosing a language closes it and loads the page in that language', async ({ page }) => {
  await open(page, '/about?lang=fr');
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/about\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('mobile-drawer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوكالة التي تمنح عقارك قيمته');
});

test('the search box opens the list with the keyword when submitted, never while typing', async ({
  page,
}) => {
  await open(page, '/?lang=fr');
  await openDrawer(page);
  const box = drawer(page).getByRole('combobox', { name: 'Rechercher un bien' });
  await box.pressSequentially('piscine', { delay: 60 });
  // A pause in the typing does not search: only the visitor's submit does.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/\?lang=fr$/);
  await expect(box).toHaveValue('piscine');
  await drawer(page).getByRole('button', { name: 'Lancer la recherche' }).click();
  await expectAddress(page, '/properties/both', { keyword: 'piscine', lang: 'fr' });
  await expect(drawer(page)).toBeHidden();
});

test('on a list page the keyword replaces the address, without a history entry per word', async ({
  page,
}) => {
  await open(page, '/properties/sell?lang=fr');
  const before = await page.evaluate(() => history.length);
  await openDrawer(page);
  const box = drawer(page).getByRole('combobox', { name: 'Rechercher un bien' });
  await box.pressSequentially('jardin', { delay: 50 });
  await expectAddress(page, '/properties/sell', { keyword: 'jardin' });
  await box.pressSequentially(' centre', { delay: 50 });
  await expectAddress(page, '/properties/sell', { keyword: 'jardin centre' });
  expect(await page.evaluate(() => history.length)).toBe(before);
  // Same page: the drawer stays open for more typing.
  await expect(drawer(page)).toBeVisible();
});

test('on a list page a word deleted from the box takes its chip away (#34)', async ({ page }) => {
  await open(page, '/properties/sell?lang=fr');
  await openDrawer(page);
  const box = drawer(page).getByRole('combobox', { name: 'Rechercher un bien' });
  await box.pressSequentially('villa a vendre alger', { delay: 50 });
  // The words become the filters' address (decision 0052); the box keeps them as typed.
  await expect(page).toHaveURL(/\/properties\/sell\?type=\d+&status=\d+&wilayas=16&lang=fr$/);
  await expect(box).toHaveValue('villa a vendre alger');
  for (let i = 0; i < ' alger'.length; i++) await box.press('Backspace');
  await expect(page).toHaveURL(/\/properties\/sell\?type=\d+&status=\d+&lang=fr$/);
  await expect(drawer(page)).toBeVisible();
});

test('the filter link opens the list page with its filters', async ({ page }) => {
  await open(page, '/about?lang=fr');
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Filtres' }).click();
  await expectAddress(page, '/properties/both');
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
});
