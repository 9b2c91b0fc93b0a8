// The header's heart on a 360px phone: the favourites count appears after hydration, follows
// each heart pressed on a card, moves nothing in the header, and names the link "Favoris (2)" /
// "المفضلة (2)". And "Alert me" with e-mail on the server: the press keeps the search on the
// device too, which the favourites page lists.
import { expect, test } from '../test.ts';
import { PHONE, open } from '../public/helpers.ts';

test.use({ viewport: PHONE });

test('the header counts the favourites as they are added, in French then Arabic', async ({
  page,
}) => {
  await open(page, '/properties/both?lang=fr');
  const link = page.getByTestId('header-favorites');
  await expect(link).toHaveAccessibleName('Favoris');
  const before = await link.boundingBox();
  const header = await page.locator('header').first().boundingBox();

  const cards = page.getByTestId('property-card');
  for (const [index, count] of [
    [0, 1],
    [1, 2],
  ] as const) {
    const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
    await cards
      .nth(index)
      .getByRole('button', { name: `Ajouter « ${name} » aux favoris` })
      .click();
    await expect(link).toHaveAccessibleName(`Favoris (${count})`);
    await expect(link.getByTestId('favorites-count-badge')).toHaveText(String(count));
  }
  // Drawn over the heart's corner: the link and the header keep their boxes.
  expect(await link.boundingBox()).toEqual(before);
  expect(await page.locator('header').first().boundingBox()).toEqual(header);

  // Another page, another language: the count is the device's.
  await open(page, '/?lang=ar');
  await expect(page.getByTestId('header-favorites')).toHaveAccessibleName('المفضلة (2)');
  await page.getByTestId('header-favorites').click();
  await expect(page).toHaveURL(/\/favorites/);
  await expect(page.getByTestId('property-card')).toHaveCount(2);
});

test('"Alert me" with e-mail keeps the search on the device and offers the e-mail', async ({
  page,
}) => {
  await open(page, '/properties/rent?lang=fr&keyword=F3');
  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recevoir les nouvelles annonces' });
  await expect(dialog.getByTestId('saved-on-device')).toHaveText(
    'Cette recherche est enregistrée sur cet appareil. Recevez aussi les nouveaux biens par e-mail :',
  );
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();

  await open(page, '/favorites?lang=fr');
  const saved = page.getByTestId('saved-searches');
  await expect(saved.getByRole('heading', { name: 'Mes recherches' })).toBeVisible();
  // The title, then what it holds as the list page's chips say it (decision 0072).
  await expect(saved.getByRole('link')).toHaveText(['Biens à louer« F3 »']);
});
