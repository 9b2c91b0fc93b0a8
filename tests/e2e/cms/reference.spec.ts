// Reference lists: add an item in three languages, rename it, find it in the property form,
// delete it.
import { expect, test, unique } from './fixtures.ts';

test('add, rename and delete an item of a list', async ({ page, openAsAdmin }) => {
  const name = unique('Vue sur les pins');
  await openAsAdmin('/cms/reference?list=views');
  await expect(page.getByRole('heading', { level: 2, name: 'Vues' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom en français').fill(name);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await dialog.getByLabel('Nom en arabe').fill('إطلالة على الصنوبر');
  await dialog.getByLabel('Nom en anglais').fill('Pine view');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pine view');

  // It is offered in the property form at once.
  await page.goto('/cms/property/add');
  await expect(page.getByRole('group', { name: 'Vues' }).getByLabel(name)).toBeVisible();

  await page.goto('/cms/reference?list=views');
  await row.getByRole('button', { name: `Renommer ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Nom en français').fill(`${name} !`);
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  const renamed = page.getByRole('row').filter({ hasText: `${name} !` });
  await expect(renamed).toHaveCount(1);

  await renamed.getByRole('button', { name: `Supprimer ${name} !` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
