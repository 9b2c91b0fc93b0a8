// Logging in and out of the back-office, the guard, the end of a session (401), the side menu,
// (what an 'agent' may see: agency-roles.spec.ts).
import { E2E_ADMIN } from '../../../playwright.config.ts';
import { expect, openLogin, signIn, storedSession, test } from './fixtures.ts';

test('without a token every back-office page sends to the login, which brings back after', async ({
  page,
}) => {
  for (const path of [
    '/cms/dashboard',
    '/cms/properties',
    '/cms/property/add',
    '/cms/ads',
    '/cms/agents',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/cms/login?redirect=${encodeURIComponent(path)}`);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a wrong password shows the server message; the right one logs in and goes back', async ({
  page,
  consoleErrors,
}) => {
  // The wrong password is answered 401, which the browser logs.
  consoleErrors.expect(/status of 401 .*\/api\/admin\/login/);
  await page.goto('/cms/properties?isVisible=false');
  await expect(page).toHaveURL(/\/cms\/login\?redirect=/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // Nothing typed: the fields say so, nothing is sent.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Saisissez votre nom d'utilisateur.")).toBeVisible();

  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText("Nom d'utilisateur ou mot de passe incorrect.");
  expect((await storedSession(page)).authToken).toBeNull();

  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/cms/properties?isVisible=false');
  await expect(page.getByRole('heading', { level: 1, name: 'Biens' })).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.authToken).toBeTruthy();
  expect(stored.type).toBe('superadmin');
  expect(stored.isAdmin).toBe('true');

  // Logout clears the three values.
  await page.getByRole('button', { name: new RegExp(`^${E2E_ADMIN.username}`) }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/cms/login');
  expect(await storedSession(page)).toEqual({ authToken: null, type: null, isAdmin: null });
});

test('a login without "Login successful" and a token is refused', async ({
  page,
  consoleErrors,
}) => {
  // The test itself answers the login with a 500, which the browser logs.
  consoleErrors.expect(/status of 500 .*\/api\/admin\/login/);
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({ status: 200, json: { message: 'Welcome', token: 'abc', type: 'superadmin' } }),
  );
  await openLogin(page);
  await page.getByLabel("Nom d'utilisateur").fill('someone');
  await page.getByLabel('Mot de passe', { exact: true }).fill('whatever-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The screen shows the French of an error code, never the server's sentence: no code here.
  await expect(page.getByRole('alert')).toHaveText('Échec de la connexion. Veuillez réessayer.');
  expect((await storedSession(page)).authToken).toBeNull();

  await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Échec de la connexion. Veuillez réessayer.');
});

test('a token the server refuses logs out and sends to the login (401 from any call)', async ({
  page,
  adminSession,
  consoleErrors,
}) => {
  // The refused token's calls are answered 401, which the browser logs.
  consoleErrors.expect(/status of 401 .*\/api\/admin\//);
  // A stale token: refused on entering the back-office.
  await signIn(page, { token: 'not-a-valid-token', type: 'superadmin' });
  await page.goto('/cms/dashboard');
  await expect(page).toHaveURL('/cms/login?redirect=%2Fcms%2Fdashboard&reason=expired');
  await expect(page.getByText('Votre session a expiré')).toBeVisible();
  expect(await storedSession(page)).toEqual({ authToken: null, type: null, isAdmin: null });

  // A 401 in the middle of work (here on a switch of the table) does the same.
  await signIn(page, adminSession);
  await page.goto('/cms/properties');
  await page.route('**/api/admin/property/*/toggle/*', (route) =>
    route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
  );
  await page
    .getByRole('switch', { name: /^Bannière — / })
    .first()
    .click();
  await expect(page).toHaveURL('/cms/login?redirect=%2Fcms%2Fproperties&reason=expired');
  expect((await storedSession(page)).authToken).toBeNull();
});

test('the side menu stays collapsed after a reload', async ({ page, openAsAdmin }) => {
  await openAsAdmin('/cms/dashboard');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Biens' })).toContainText('Biens');
  await page.getByRole('button', { name: 'Replier le menu' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cmsSidebarCollapsed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // Collapsed: icons only, the names stay for screen readers and tooltips.
  await expect(menu.getByRole('link', { name: 'Biens' })).not.toContainText('Biens');
  await page.getByRole('button', { name: 'Déplier le menu' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Replier le menu' })).toBeVisible();
});

test('a phone shows the menu in a drawer that closes on navigation', async ({
  page,
  openAsAdmin,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsAdmin('/cms/dashboard');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Espace agence' });
  await drawer.getByRole('link', { name: 'Annonceurs' }).click();
  await expect(page).toHaveURL('/cms/ads');
  await expect(drawer).toBeHidden();
});
