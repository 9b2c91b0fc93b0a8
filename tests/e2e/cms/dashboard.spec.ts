// The dashboard shows the stat call's figures, its charts and the latest messages.
import type { TAdminStats } from '../../../common/schemas/admin-stats.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('the dashboard shows the figures of the stat call', async ({ page, openAsAdmin, admin }) => {
  const before = (await (await admin.get('/api/admin/stat')).json()) as TAdminStats;
  await openAsAdmin('/cms/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const after = (await (await admin.get('/api/admin/stat')).json()) as TAdminStats;

  const figure = async (label: string) =>
    Number((await page.getByTestId(`figure-${label}`).textContent())!.replace(/\D/g, ''));
  // Other journeys may add listings meanwhile: the figure is one of the two readings.
  expect([before.properties.total, after.properties.total]).toContain(await figure('Biens'));
  expect([before.properties.promo_active, after.properties.promo_active]).toContain(
    await figure('Promotions en cours'),
  );
  expect(await figure('Annonceurs')).toBeGreaterThanOrEqual(0);

  // The charts arrive (lazily) with their text summaries.
  await expect(page.getByText('Biens par statut :', { exact: false })).toBeAttached();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await screenshot(page, 'dashboard');

  await page
    .getByRole('link', { name: /^Biens\b/ })
    .filter({ has: page.getByTestId('figure-Biens') })
    .click();
  await expect(page).toHaveURL('/cms/properties');
});
