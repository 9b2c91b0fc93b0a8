// Favourites and recently viewed, as a visitor uses them: hearts on cards and on the details
// page, the /favorites page in the menu, surviving a reload; the "recently viewed" row on Home;
// the price per m² context; in French, Arabic (RTL) and on a 360px phone.
import type { Page } from '@playwright/test';
import { createPropertyViaApi, expect, test } from '../cms/fixtures.ts';
import { DESKTOP, PHONE, open } from '../public/helpers.ts';

const SHOTS = 'test-results/return-visits';

const cards = (page: Page) => page.getByTestId('property-card');
const cardTitle = async (page: Page, index: number) =>
  (await cards(page).nth(index).getByRole('heading').textContent())!.trim();

test.use({ viewport: DESKTOP });

test('hearts on list cards and on a property page fill /favorites, which survives a reload', async ({
  page,
}) => {
  await open(page, '/properties/both?lang=fr');
  const first = await cardTitle(page, 0);
  const second = await cardTitle(page, 1);
  const heart = cards(page)
    .nth(0)
    .getByRole('button', { name: `Ajouter « ${first} » aux favoris` });
  await heart.click();
  await expect(
    cards(page)
      .nth(0)
      .getByRole('button', { name: `Retirer « ${first} » des favoris` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The details page of the second card: its heart, labelled, pressed once clicked.
  await cards(page).nth(1).getByRole('link', { name: second }).click();
  await expect(page.getByTestId('property-name')).toHaveText(second);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const pageHeart = page.getByTestId('property-page').getByTestId('favorite-toggle').first();
  await expect(pageHeart).toContainText('Sauvegarder');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(pageHeart).toContainText('Dans mes favoris');

  // The menu leads to the favourites: the latest first.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Favoris' })
    .click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByTestId('favorites-count')).toHaveText('2 biens sauvegardés');
  await expect(cards(page).getByRole('heading')).toHaveText([second, first]);

  // A reload keeps them (localStorage, no account).
  await page.reload();
  await expect(cards(page).getByRole('heading')).toHaveText([second, first]);
  await page.screenshot({ path: `${SHOTS}/favorites-fr-desktop.png`, fullPage: true });

  // Taking a heart back removes its card at once, and for good.
  await cards(page)
    .first()
    .getByRole('button', { name: `Retirer « ${second} » des favoris` })
    .click();
  await expect(cards(page).getByRole('heading')).toHaveText([first]);
  await page.reload();
  await expect(cards(page).getByRole('heading')).toHaveText([first]);
  await cards(page)
    .first()
    .getByRole('button', { name: `Retirer « ${first} » des favoris` })
    .click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parcourir les biens' })).toBeVisible();
});

test('the favourite counts reach the back-office dashboard', async ({ page, openAsAdmin }) => {
  await open(page, '/properties/both?lang=fr&order=area_desc');
  const name = await cardTitle(page, 0);
  const counted = page.waitForResponse((r) => /\/api\/properties\/\d+\/favorite$/.test(r.url()));
  await cards(page)
    .nth(0)
    .getByRole('button', { name: `Ajouter « ${name} » aux favoris` })
    .click();
  expect((await counted).status()).toBe(200);

  await openAsAdmin('/cms/dashboard');
  const panel = page.getByRole('region', { name: 'Les plus mis en favoris' });
  await expect(panel.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cms-most-favorited.png` });
});

test('Home shows the properties viewed lately, only once there are some', async ({ page }) => {
  await open(page, '/?lang=fr');
  await expect(page.getByTestId('home-featured')).toBeVisible();
  await expect(page.getByTestId('home-recently-viewed')).toHaveCount(0);

  await open(page, '/properties/both?lang=fr&order=price_asc');
  const viewed = [await cardTitle(page, 0), await cardTitle(page, 1)];
  for (const name of viewed) {
    await cards(page).getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByTestId('property-name')).toHaveText(name);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/properties\/both/);
  }
  await open(page, '/?lang=fr');
  const section = page.getByTestId('home-recently-viewed');
  await expect(section.getByRole('heading', { name: 'Vus récemment' })).toBeVisible();
  await expect(section.getByTestId('property-card').getByRole('heading')).toHaveText([
    viewed[1]!,
    viewed[0]!,
  ]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/home-recently-viewed-fr.png` });
  await section.getByRole('button', { name: "Effacer l'historique" }).click();
  await expect(section).toHaveCount(0);
});

test('the price per m² is put in context when there are 5 comparables', async ({
  page,
  request,
  admin,
}) => {
  // Six duplexes for sale in El Oued (39): the last one priced 10% under the others' median.
  const options = await (await request.get('/api/properties/filter?locale=fr')).json();
  const duplex = options.types.find((type: { name_en: string }) => type.name_en === 'Duplex').id;
  const sale = options.statuses.find((s: { name_en: string }) => s.name_en === 'For sale').id;
  const listing = (pricePerM2: number) =>
    createPropertyViaApi(admin, {
      wilaya_id: 39,
      property_types: [Number(duplex)],
      property_statuses: [Number(sale)],
      living_area: 100,
      base_price: pricePerM2 * 100,
    });
  for (const price of [150_000, 190_000, 200_000, 210_000, 250_000]) await listing(price);
  const subject = await listing(180_000);

  await open(page, `/property/${subject.id}?lang=fr`);
  const card = page.getByTestId('price-context');
  await expect(card.getByRole('heading', { name: 'Prix au m² dans le secteur' })).toBeVisible();
  await expect(card).toContainText('Prix médian au m² (Duplex, El Oued)');
  await expect(card).toContainText(/200\s000 DA \/ m²/);
  await expect(card).toContainText(/180\s000 DA \/ m²/);
  await expect(page.getByTestId('price-context-verdict')).toHaveText('10 % sous la médiane');
  await expect(card).toContainText('Calculé sur 5 biens comparables en ligne.');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/price-context-fr.png` });

  await open(page, `/property/${subject.id}?lang=ar`);
  await expect(page.getByTestId('price-context-verdict')).toHaveText('أقل من الوسيط بـ 10%');
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: PHONE });

  test('the heart, the drawer link and the favourites page work right to left at 360px', async ({
    page,
  }) => {
    await open(page, '/properties/both?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = await cardTitle(page, 0);
    await cards(page)
      .nth(0)
      .getByRole('button', { name: `أضف «${name}» إلى المفضلة` })
      .click();
    await page
      .getByRole('button', { name: /فتح القائمة|القائمة/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'المفضلة' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مفضلتي' })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText([name]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/favorites-ar-phone.png`, fullPage: true });
  });
});
