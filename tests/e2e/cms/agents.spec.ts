// Agents (superadmin): create an account with its role, change its role and password, delete
// it after confirming; the last superadmin keeps its role. Short and common passwords are refused
// with the reason under the field.
import { E2E_ADMIN } from '../../../playwright.config.ts';
import { apiLogin, expect, screenshot, test, unique } from './fixtures.ts';

test('create, change and delete an agent account', async ({
  page,
  openAsAdmin,
  request,
  consoleErrors,
}) => {
  // A common password and a taken username are refused by the server: the browser logs the 400s.
  consoleErrors.expect(/status of 400 .*\/api\/admin\/agent\/register/);
  const username = unique('karima').replace(/\s/g, '.');
  await openAsAdmin('/cms/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvel agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel agent' });
  await expect(dialog.getByLabel("Nom d'utilisateur")).toBeFocused();
  await dialog.getByLabel("Nom d'utilisateur").fill(username);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('court');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(
    dialog.getByText('Le mot de passe doit contenir au moins 12 caractères.'),
  ).toBeVisible();
  // Long enough for the form, but common: the server's French reason shows under the field.
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('motdepasse123');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog.getByText(/Ce mot de passe est trop facile à deviner/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Générer' }).click();
  const password = await dialog.getByLabel('Mot de passe', { exact: true }).inputValue();
  expect(password).toHaveLength(14);
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog).toBeHidden();
  const item = page.locator('#cms-main').getByRole('listitem').filter({ hasText: username });
  await expect(item).toContainText('Agent');
  // The new account can log in with that password.
  expect((await apiLogin(request, { username, password })).type).toBe('agent');

  // The same username again is refused, in French.
  await page.getByRole('button', { name: 'Nouvel agent' }).click();
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('another-password-1');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText(`Le nom d'utilisateur « ${username} » est déjà pris.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Promote to superadmin.
  await item.getByRole('button', { name: `Modifier ${username}` }).click();
  await page.getByLabel('Rôle').selectOption('superadmin');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item).toContainText('Super-administrateur');
  await screenshot(page, 'agents');

  // Delete after confirming.
  await item.getByRole('button', { name: `Supprimer ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(page.getByText(`Le compte « ${username} » a été supprimé.`)).toBeVisible();
  await expect(
    page.locator('#cms-main').getByRole('listitem').filter({ hasText: username }),
  ).toHaveCount(0);

  // One's own account cannot be deleted from here.
  const self = page
    .locator('#cms-main')
    .getByRole('listitem')
    .filter({ hasText: E2E_ADMIN.username });
  await expect(
    self.getByRole('button', { name: `Supprimer ${E2E_ADMIN.username}` }),
  ).toBeDisabled();
});
