// The property form's input helpers (decision 0037): a price unit chosen after the figure reads
// the figure in that unit, a promotion end date already past is warned about before saving, and
// a French message beside an Arabic (right-to-left) input keeps its punctuation.
import { createPropertyViaApi, expect, screenshot, test } from './fixtures.ts';

test('choosing « millions » after typing 2500 makes 2 500 millions, not 0,25', async ({
  page,
  openAsAdmin,
}) => {
  await openAsAdmin('/cms/property/add');
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  const unit = page.getByRole('combobox', { name: 'Unité du prix' }).first();
  await price.fill('2500');
  await expect(page.getByText('2 500 DA · 2 500 DA')).toBeVisible();
  await unit.selectOption('million');
  await expect(price).toHaveValue('2500');
  await expect(page.getByText('25 000 000 DA · 2,5 Md')).toBeVisible();
  await unit.selectOption('billion');
  await expect(price).toHaveValue('2500');
  await expect(page.getByText('25 000 000 000 DA')).toBeVisible();
});

test('a promotion end date already past is warned about, and asked before saving', async ({
  page,
  admin,
  openAsAdmin,
}) => {
  const property = await createPropertyViaApi(admin, {
    ispromo: true,
    afterpromo_price: 11_000_000,
  });
  await openAsAdmin(`/cms/property/${property.id}`);
  await page.getByLabel('Fin de la promotion').fill('2020-01-31');
  await expect(
    page.getByText('Cette date est passée : la promotion ne sera pas affichée sur le site.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Fin de promotion passée' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Corriger la date' }).click();
  await expect(dialog).toBeHidden();
  const stored = async () =>
    (await (await admin.get(`/api/admin/property/${property.id}`)).json()).promotion_end_date;
  expect(await stored()).toBeNull();

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Fin de promotion passée' })
    .getByRole('button', { name: 'Enregistrer quand même' })
    .click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  expect(await stored()).toMatch(/^2020-01-31/);
});

test('on the Arabic tab a French error reads left to right', async ({ page, openAsAdmin }) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    await openAsAdmin('/cms/property/add');
    // French and English names given, the Arabic one missing: the form opens the Arabic tab.
    await page.getByLabel("Nom de l'annonce (FR)").fill('Villa à Tipaza');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel("Nom de l'annonce (EN)").fill('Villa in Tipaza');
    await page.getByRole('button', { name: 'Créer le bien' }).click();
    await expect(page.getByLabel("Nom de l'annonce (AR)")).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('dir', 'rtl');
    const message = page.getByRole('tabpanel').getByText('Ce champ est obligatoire.').first();
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('dir', 'auto');
    expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await screenshot(page, 'property-add-arabic-error');
  }
});
