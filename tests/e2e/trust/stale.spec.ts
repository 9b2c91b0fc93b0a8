// Stale listings: the CMS review list shows the demo listing not updated for 100 days; a
// shorter delay in the general info takes it off the public site; "still current" puts it back
// and takes it off the review list. The form shows the quality checklist.
import { expect, test } from '../cms/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('review stale listings: unpublished after the delay, confirmed current again', async ({
  page,
  admin,
  openAsAdmin,
  request,
}) => {
  await openAsAdmin('/cms/properties');
  await page.getByRole('link', { name: 'Annonces à revoir' }).click();
  await expect(page).toHaveURL(/stale=true/);
  // (The table and the phone cards are both in the page; one of them is shown.)
  const notice = page.getByText(/^Périmé : modifié le/).filter({ visible: true });
  await expect(notice).toHaveCount(1);
  const list = (await (await admin.get('/api/admin/property?stale=true')).json()) as {
    data: { id: number; name_fr: string }[];
  };
  expect(list.data).toHaveLength(1);
  const stale = list.data[0]!;
  expect((await request.get(`/property/${stale.id}`)).status()).toBe(200);
  await page.screenshot({ path: 'test-results/trust-screens/stale-review.png', fullPage: true });

  // Settings: unpublish stale listings after 5 days (the demo one is 10 days past that).
  await page.goto('/cms/settings');
  const delay = page.getByLabel('Retirer du site après (jours)');
  await expect(delay).toHaveValue('30');
  await delay.fill('5');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  expect((await request.get(`/property/${stale.id}`)).status()).toBe(404);

  await page.goto('/cms/properties?stale=true&order_by=updated_asc');
  await expect(page.getByText(/^Masqué \(périmé\) le/).filter({ visible: true })).toBeVisible();
  await page
    .getByRole('button', {
      name: `Confirmer que « ${stale.name_fr} » est toujours d'actualité`,
    })
    .click();
  await expect(page.getByText(`« ${stale.name_fr} » est confirmé à jour.`)).toBeVisible();
  await expect(
    page.getByText('Aucun bien ne correspond à ces critères.').filter({ visible: true }),
  ).toBeVisible();
  expect((await request.get(`/property/${stale.id}`)).status()).toBe(200);

  // Put the setting back for the other journeys.
  const info = (await (await request.get('/api/genInfo')).json()) as {
    latitude: number;
    longitude: number;
  };
  await admin.post('/api/genInfo', {
    data: { latitude: info.latitude, longitude: info.longitude, stale_hide_after_days: 30 },
  });
});

test('the form shows the quality score and its checklist, live', async ({ page, openAsAdmin }) => {
  await openAsAdmin('/cms/property/add');
  const score = page.getByTestId('quality-score');
  await expect(score).toHaveText('0/100');
  await page.getByLabel('Description (FR)').fill('Belle villa lumineuse. '.repeat(10));
  await expect(score).toHaveText('10/100');
  const checklist = page.getByRole('list', { name: 'Points à vérifier' });
  await expect(checklist.getByText(/Fait : Description en français/)).toBeVisible();
  await expect(checklist.getByText(/À compléter : Photos/)).toBeVisible();
  await page.getByLabel('Latitude').fill('36.6');
  await page.getByLabel('Longitude').fill('2.4');
  await expect(score).toHaveText('25/100');
  await page.screenshot({ path: 'test-results/trust-screens/quality-checklist.png' });
});
