// Duplicate detection in the CMS: saving a property that looks like a visible one (same type
// within 150 m and 10% of the price) shows a warning with a link to it; the save goes through.
import { createPropertyViaApi, expect, test } from '../cms/fixtures.ts';

test.describe.configure({ timeout: 60_000 });

test('saving a near-identical listing warns, links to the other one, and still saves', async ({
  page,
  admin,
  openAsAdmin,
  request,
}) => {
  const types = (await (await request.get('/api/properties/filter?locale=fr')).json()) as {
    types: { id: string; name: string }[];
  };
  const villa = types.types.find((type) => type.name === 'Villa')!.id;
  const place = { latitude: 35.2, longitude: -0.64, property_types: [villa] };
  const original = await createPropertyViaApi(admin, { ...place, base_price: 30_000_000 });
  // 90 m away, but a price 30% higher: not a duplicate yet.
  const copy = await createPropertyViaApi(admin, {
    ...place,
    latitude: 35.2008,
    base_price: 39_000_000,
  });

  await openAsAdmin(`/cms/property/${copy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: copy.name_fr })).toBeVisible();
  await expect(page.getByTestId('duplicate-warning')).toHaveCount(0);

  // The price brought within 10% of the other listing's, then saved.
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  await page.getByRole('combobox', { name: 'Unité du prix' }).first().selectOption('DA');
  await price.fill('31000000');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();

  await expect(page.getByText('Doublon possible', { exact: true })).toBeVisible();
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Doublon possible');
  await expect(warning).toContainText('prix à moins de 10 %');
  await expect(warning).toContainText("L'enregistrement n'est pas bloqué.");
  await warning.screenshot({ path: 'test-results/trust-screens/duplicate-warning.png' });
  const saved = (await (await admin.get(`/api/admin/property/${copy.id}`)).json()) as {
    base_price: number;
  };
  expect(saved.base_price).toBe(31_000_000);

  await warning.getByRole('link', { name: new RegExp(original.name_fr) }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/property/${original.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: original.name_fr })).toBeVisible();
  // The warning is mutual: the original now has a look-alike too.
  await expect(page.getByTestId('duplicate-warning')).toContainText(copy.name_fr);
});
