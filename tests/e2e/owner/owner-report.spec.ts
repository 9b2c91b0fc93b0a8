// The owner's private report (decision 0070) in the browser: an owner lead entrusted through the
// public API, its draft listing put online and the lead published by the back-office's API (which
// makes the link); then /owner/{token} on a 360 px phone in French and Arabic shows its weeks,
// fits the screen, says noindex, and has no serious accessibility problem. A revoked link is 404.
// In « Demandes » the lead's panel shows the link, revokes it, makes a new one, saves the note.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../cms/fixtures.ts';
import { PHONE, open } from '../public/helpers.ts';
import { seriousProblems } from '../quality/helpers.ts';

test.describe.configure({ timeout: 90_000 });

/** An owner lead published with its visible listing: its report link's path. */
async function publishedReport(admin: APIRequestContext): Promise<{ id: number; path: string }> {
  const filters = await (await admin.get('/api/properties/filter?locale=fr')).json();
  const entrusted = await admin.post('/api/owner-leads', {
    headers: { 'x-forwarded-for': `198.19.${process.pid % 200}.${Date.now() % 200}` },
    multipart: {
      full_name: 'Propriétaire e2e',
      phone_number: '0550 12 34 56',
      kind: 'sell',
      type: String(filters.types[0].id),
      wilaya: '42',
      commune: 'Cherchell',
      living_area: '120',
      asking_price: '25000000',
    },
  });
  expect(entrusted.status(), await entrusted.text()).toBe(201);
  const id = Number((await entrusted.json()).reference.slice(2));
  const draft = await admin.post(`/api/admin/leads/${id}/draft-listing`);
  expect(draft.status(), await draft.text()).toBe(201);
  const { property_id } = await draft.json();
  const online = await admin.patch(`/api/admin/property/${property_id}`, {
    data: { isVisible: true },
  });
  expect(online.status(), await online.text()).toBe(200);
  const published = await admin.patch(`/api/admin/leads/${id}`, {
    data: { status: 'published', report_note: 'Visites groupées samedi matin.' },
  });
  expect(published.status(), await published.text()).toBe(200);
  const token = (await published.json()).owner.report_token as string;
  expect(token).toMatch(/^[\w-]{32}$/);
  return { id, path: `/owner/${token}` };
}

test('the owner’s report on a 360 px phone in French and Arabic', async ({
  page,
  admin,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 404/);
  const report = await publishedReport(admin);
  await page.setViewportSize(PHONE);
  for (const language of ['fr', 'ar'] as const) {
    await open(page, `${report.path}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // Published today: one week, shown as a card on the phone.
    await expect(page.getByTestId('report-week-card')).toHaveCount(1);
    await expect(page.getByTestId('report-note')).toContainText('Visites groupées samedi matin.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousProblems(page)).toEqual([]);
  }

  const revoked = await admin.delete(`/api/admin/leads/${report.id}/report-link`);
  expect(revoked.status()).toBe(200);
  const gone = await page.goto(report.path);
  expect(gone?.status()).toBe(404);
});

test('the back-office shows the link, revokes it, makes a new one and saves the next steps', async ({
  page,
  admin,
  openAsAdmin,
}) => {
  const report = await publishedReport(admin);
  await openAsAdmin(`/cms/leads?id=${report.id}`);
  const panel = page.getByTestId('owner-report');
  await expect(panel.getByTestId('owner-report-url')).toHaveValue(new RegExp(`${report.path}$`));

  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Révoquer le lien' }).click();
  await expect(panel.getByTestId('owner-report-url')).toHaveCount(0);
  expect(
    (await page.request.get(`/api${report.path.replace('/owner/', '/owner-report/')}`)).status(),
  ).toBe(404);

  await panel.getByRole('button', { name: 'Créer le lien du propriétaire' }).click();
  const fresh = panel.getByTestId('owner-report-url');
  await expect(fresh).toHaveValue(/\/owner\/[\w-]{32}$/);
  expect(await fresh.inputValue()).not.toContain(report.path);

  await panel
    .getByLabel('Prochaines étapes (lues par le propriétaire)')
    .fill('Baisse de prix à discuter.');
  await panel.getByRole('button', { name: 'Enregistrer les prochaines étapes' }).click();
  await expect(page.getByText('Prochaines étapes enregistrées.')).toBeVisible();
  const lead = await (await admin.get(`/api/admin/leads/${report.id}`)).json();
  expect(lead.owner.report_note).toBe('Baisse de prix à discuter.');
});
