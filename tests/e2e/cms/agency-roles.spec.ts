// An agent's back-office (decision 0037): the superadmin's screens are not in the menu and, opened
// anyway, say they are reserved; every agent changes their own password.
import {
  createPropertyViaApi,
  expect,
  openLogin,
  storedSession,
  test,
  unique,
} from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

const ADMIN_SCREENS = [
  '/cms/agents',
  '/cms/settings',
  '/cms/ads',
  '/cms/ads/add',
  '/cms/static-images',
  '/cms/reference',
  '/cms/audit',
];

async function newAgent(admin: APIRequestContext, password: string): Promise<string> {
  const username = unique('agent').replace(/\s/g, '-');
  const created = await admin.post('/api/admin/agent/register', {
    data: { username, password, type: 'agent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await openLogin(page);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/cms/dashboard');
}

test("an agent's menu leaves out the superadmin's screens, which say they are reserved", async ({
  page,
  admin,
}) => {
  // Seven screens, each opened from its address (a full page load).
  test.slow();
  const password = 'agent-password-2026';
  await logInThroughForm(page, await newAgent(admin, password), password);
  expect(await storedSession(page)).toMatchObject({ type: 'agent', isAdmin: 'false' });

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Biens' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  for (const name of [
    'Agents',
    'Informations générales',
    'Annonceurs',
    'Images du site',
    'Listes de référence',
  ]) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }

  for (const path of ADMIN_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      // No silent redirect: the address stays, the page says why.
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Réservé aux administrateurs' }),
      ).toBeVisible();
    });
  }
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL('/cms/dashboard');
});

test('an agent changes their own password; the old one no longer logs in', async ({
  page,
  admin,
  request,
  consoleErrors,
}) => {
  // Four argon2 hashings and checks on the server, besides the pages.
  test.slow();
  // The wrong current password is answered 400, which the browser logs.
  consoleErrors.expect(/status of 400/);
  const password = 'agent-password-2026';
  const username = await newAgent(admin, password);
  await logInThroughForm(page, username, password);

  await page.getByRole('button', { name: /Compte de|agent-/ }).click();
  await page.getByRole('menuitem', { name: 'Mon mot de passe' }).click();
  await expect(page).toHaveURL('/cms/password');
  const form = page.getByRole('form', { name: 'Changer mon mot de passe' });
  const submit = form.getByRole('button', { name: 'Changer le mot de passe' });

  // The two new ones differ: said under the field, nothing sent.
  await form.getByLabel('Mot de passe actuel').fill(password);
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('figues-et-nuages-7');
  await form.getByLabel('Confirmer le nouveau mot de passe').fill('figues-et-nuages-8');
  await submit.click();
  await expect(form.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();

  // A wrong current password: the server's French, under its field.
  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon-2026');
  await form.getByLabel('Confirmer le nouveau mot de passe').fill('figues-et-nuages-7');
  await submit.click();
  await expect(form.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

  await form.getByLabel('Mot de passe actuel').fill(password);
  await submit.click();
  await expect(
    page.getByText('Mot de passe modifié. Vos autres sessions ont été fermées.'),
  ).toBeVisible();
  await expect(form.getByLabel('Mot de passe actuel')).toHaveValue('');

  // This session goes on with the new token; the new password logs in, the old one does not.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Biens' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Biens' })).toBeVisible();
  const login = (secret: string) =>
    request.post('/api/admin/login', { data: { username, password: secret } });
  expect((await login('figues-et-nuages-7')).status()).toBe(200);
  expect((await login(password)).status()).toBe(401);
});

test("another agent's listing is read-only before any edit, and says why; none can be deleted", async ({
  page,
  admin,
}) => {
  test.slow();
  const password = 'agent-password-2026';
  const other = await newAgent(admin, password);
  const me = await newAgent(admin, password);
  const otherId = (await (await admin.get('/api/admin/agent')).json()).data.find(
    (agent: { username: string }) => agent.username === other,
  ).id as number;
  const theirs = await createPropertyViaApi(admin, { agent_id: otherId });
  const pool = await createPropertyViaApi(admin, { agent_id: null });
  await logInThroughForm(page, me, password);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/cms/properties');
  await page.getByRole('searchbox', { name: 'Rechercher un bien' }).fill(theirs.name_fr);
  const row = page.getByRole('row').filter({ hasText: theirs.name_fr });
  await expect(row.getByRole('switch').first()).toBeDisabled();
  await expect(
    row
      .getByRole('switch', { name: /lecture seule : Ce bien est suivi par un autre agent/ })
      .first(),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: /Supprimer/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Consulter ${theirs.name_fr}` })).toBeVisible();

  // An unassigned listing: the agent may change it, still not delete it.
  await page.getByRole('searchbox', { name: 'Rechercher un bien' }).fill(pool.name_fr);
  const poolRow = page.getByRole('row').filter({ hasText: pool.name_fr });
  await expect(poolRow.getByRole('switch').first()).toBeEnabled();
  await expect(poolRow.getByRole('button', { name: /Supprimer/ })).toHaveCount(0);

  // The edit screen of the other agent's listing: read-only with the reason, no save, no delete.
  await page.goto(`/cms/property/${theirs.id}`);
  await expect(page.getByTestId('read-only-reason')).toContainText(
    'Ce bien est suivi par un autre agent',
  );
  await expect(page.getByLabel("Nom de l'annonce (FR)")).toBeDisabled();
  // Every language can still be read.
  await page.getByRole('tab', { name: 'العربية' }).click();
  await expect(page.getByLabel("Nom de l'annonce (AR)")).toHaveValue('عقار للاختبار');
  await expect(page.getByLabel("Nom de l'annonce (AR)")).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/cms-screens/property-read-only-1440.png' });
});
