// "Alert me" when the server has no e-mail (no SMTP_URL): the button is still there and saves the
// search on the device; the favourites page lists it under "Mes recherches", one tap runs it
// again, and it can be removed. The sign-up page (the button's address before the script) offers
// the same. This file starts its own server without SMTP_URL, on its own port and data.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '../test.ts';
import { PHONE, expectAddress, open } from '../public/helpers.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 30000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.use({ viewport: PHONE, baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Its own process group, so the whole server (npm, tsx, node) stops with it.
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      SMTP_URL: '',
    },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/api/ready`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 110_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('a search saved on the device is listed with the favourites and runs again in one tap', async ({
  page,
}) => {
  await open(page, '/properties/sell?lang=fr&wilayas=16');
  const save = page.getByRole('button', { name: 'Enregistrer la recherche' });
  await expect(save).toBeVisible();
  await save.click();
  // No e-mail: no dialog; the button says it is done and leads to the saved searches.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Said on screen, not only to screen readers (issue 35): a notice in view on the phone.
  const notice = page.getByRole('status').filter({ hasText: 'Recherche enregistrée' });
  await expect(notice).toHaveText(
    'Recherche enregistrée sur cet appareil. Retrouvez-la dans vos favoris.',
  );
  await expect(notice).toBeInViewport();
  expect((await notice.boundingBox())!.width).toBeGreaterThan(200);
  await page.getByRole('link', { name: 'Recherche enregistrée' }).click();
  await expect(page).toHaveURL(/\/favorites#saved-searches$/);

  const saved = page.getByTestId('saved-searches');
  await expect(saved.getByRole('heading', { name: 'Mes recherches' })).toBeInViewport();
  // Described by its filters as the list page's chips say them, not "1 filtre".
  const search = saved.getByRole('link', { name: /Biens à vendre/ });
  await expect(search).toHaveText('Biens à vendre16 - Alger');
  await page.screenshot({ path: test.info().outputPath('saved-searches-fr-360.png') });

  // Kept on the device: a reload keeps it; one tap runs it again.
  await page.reload();
  await search.click();
  await expectAddress(page, '/properties/sell', { wilayas: '16' });

  await open(page, '/favorites?lang=fr');
  await saved
    .getByRole('button', { name: 'Supprimer la recherche « Biens à vendre · 16 - Alger »' })
    .click();
  await expect(saved).toHaveCount(0);
});

test('the sign-up page without e-mail saves the search on the device, in Arabic', async ({
  page,
}) => {
  await open(page, '/alerts/new?kind=rent&keyword=F3&lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'احفظ هذا البحث' })).toBeVisible();
  await page.getByRole('button', { name: 'احفظ البحث' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'تم حفظ البحث على هذا الجهاز. تجده في المفضلة.',
  );
  await page.getByRole('link', { name: 'عمليات البحث المحفوظة' }).click();
  await expect(page).toHaveURL(/\/favorites#saved-searches$/);
  await expect(page.getByTestId('saved-searches').getByRole('link')).toHaveText([
    'عقارات للإيجار«F3»',
  ]);
  await page.screenshot({ path: test.info().outputPath('saved-searches-ar-360.png') });
});
