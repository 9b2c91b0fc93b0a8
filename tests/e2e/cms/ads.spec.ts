// Ads (advertiser pages): create one with its banner and texts, open its public page, hide it,
// edit it, delete it.
import { expect, pngFile, screenshot, test, unique } from './fixtures.ts';

test('create an ad, see its public page, hide it, rename it and delete it', async ({
  page,
  openAsAdmin,
  request,
  admin,
}) => {
  // A long journey (two pages, five saves): more than the default time on a busy machine.
  test.setTimeout(60_000);
  const name = unique('Menuiserie Atlas');
  await openAsAdmin('/cms/ads');
  await page.getByRole('link', { name: 'Nouvelle annonce' }).click();
  await expect(page).toHaveURL('/cms/ads/add');

  await page.getByRole('button', { name: "Créer l'annonce" }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();

  await page.getByLabel("Nom de l'annonceur (FR)").fill(name);
  await page.getByLabel('Qui sommes-nous (FR)').fill('Menuiserie familiale depuis 1987 à Blida.');
  await page.getByLabel('Nos produits (FR)').fill('Portes, fenêtres et cuisines sur mesure.');
  await page.getByRole('tab', { name: /العربية/ }).click();
  await page.getByLabel("Nom de l'annonceur (AR)").fill('نجارة الأطلس');
  await page
    .getByLabel("Bannière de l'annonce")
    .setInputFiles([await pngFile('banniere.png', '#0f5c4a', 1200, 400)]);
  await expect(page.getByText('Image envoyée.')).toBeVisible();
  await page.getByLabel('Téléphone').fill('+213 550 11 22 33');
  await page.getByLabel('Facebook').fill('pas une adresse');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Adresse web invalide', { exact: false })).toBeVisible();
  await page.getByLabel('Facebook').fill('https://facebook.com/atlas');
  await page.getByLabel('Lien Google Maps').fill('https://www.google.com/maps?q=36.47,2.8277');
  await expect(page.getByLabel('Latitude')).toHaveValue('36.47');
  await page.getByRole('button', { name: "Créer l'annonce" }).click();
  await expect(page).toHaveURL(/\/cms\/ads\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await screenshot(page, 'ad-edit');

  // The public page.
  const publicAd = await request.get(`/api/ads/${id}?locale=fr`);
  expect(publicAd.status()).toBe(200);
  const adPage = await page.request.get(`/ads/${id}`);
  expect(adPage.status()).toBe(200);
  expect(await adPage.text()).toContain(name);

  // Hidden from the list's switch: the public page is gone.
  await page.getByRole('link', { name: 'Annonceurs' }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher un annonceur' }).fill(name);
  // The search reaches the address after a pause: wait for it, so it cannot cut a later click.
  await expect(page).toHaveURL(/[?&]text=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('switch', { name: `Visible — ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Visible — ${name}` })).not.toBeChecked();
  await expect.poll(async () => (await request.get(`/api/ads/${id}`)).status()).toBe(404);

  // Rename.
  await row.getByRole('link', { name: `Modifier ${name}` }).click();
  await page.getByLabel("Nom de l'annonceur (FR)").fill(`${name} SARL`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  const stored = (await (await admin.get(`/api/admin/ads/${id}`)).json()) as { name_fr: string };
  expect(stored.name_fr).toBe(`${name} SARL`);

  // Delete from the form.
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL('/cms/ads');
  expect((await admin.get(`/api/admin/ads/${id}`)).status()).toBe(404);
});

test('a link-only ad needs its link', async ({ page, openAsAdmin }) => {
  await openAsAdmin('/cms/ads/add');
  await page.getByLabel("Nom de l'annonceur (FR)").fill(unique('Promo cuisine'));
  await page.getByRole('switch', { name: 'Lien seul' }).click();
  await page.getByRole('button', { name: "Créer l'annonce" }).click();
  await expect(page.getByText('Une annonce « lien seul » a besoin de son lien.')).toBeVisible();
  await page.getByLabel('Lien de la bannière').fill('https://example.dz/promo');
  await page.getByRole('button', { name: "Créer l'annonce" }).click();
  await expect(page).toHaveURL(/\/cms\/ads\/\d+$/);
  await expect(page.getByRole('link', { name: 'Voir sur le site' })).toHaveAttribute(
    'href',
    'https://example.dz/promo',
  );
});
