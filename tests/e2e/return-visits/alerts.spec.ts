// "Alert me" on a list page, as a visitor goes through it: the dialog, the confirmation e-mail
// (read from a local SMTP server: the e2e server sends mail to its port + 20000), the link that
// opens the page whose button activates the alert, and the unsubscribe link, in French and on a
// phone in Arabic.
import { expect, test } from '../test.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { DESKTOP, PHONE, open } from '../public/helpers.ts';

const SHOTS = 'test-results/return-visits';
const PORT = Number(process.env.E2E_PORT ?? 4173);
let mailbox: Mailbox;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mailbox = await startMailbox(PORT + 20000);
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** The path of a link of the latest mail to this address. */
async function linkFromMail(to: string, prefix: string): Promise<string> {
  await expect
    .poll(() => mailbox.received.some((mail) => mail.to.includes(to)), { timeout: 15_000 })
    .toBe(true);
  const mail = mailbox.received.filter((m) => m.to.includes(to)).at(-1)!;
  const match = new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_-]+)`).exec(mail.body);
  expect(match, `${prefix} link in the mail`).not.toBeNull();
  return match![1]!;
}

test('a visitor saves a search, confirms it from the e-mail, then unsubscribes', async ({
  page,
  consoleErrors,
}) => {
  // A link whose token matches nothing is answered 404 on purpose, which the browser logs.
  consoleErrors.expect(/status of 404 .*\/alerts\/confirm\/this-token-matches-nothing/);
  await page.setViewportSize(DESKTOP);
  await open(page, '/properties/sell?lang=fr&wilayas=42');
  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recevoir les nouvelles annonces' });
  await expect(dialog).toBeVisible();

  // A wrong address is said so, next to the field.
  await dialog.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await dialog.getByRole('button', { name: "Créer l'alerte" }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Saisissez une adresse e-mail valide.');

  const email = `visiteur-${Date.now()}@example.dz`;
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByRole('radio', { name: "Dès qu'un bien est publié" }).check();
  await page.screenshot({ path: `${SHOTS}/alert-dialog-fr.png` });
  await dialog.getByRole('button', { name: "Créer l'alerte" }).click();
  const done = page.getByRole('dialog', { name: 'Vérifiez votre boîte mail' });
  await expect(done).toContainText(email);

  // The e-mail's link opens a page whose button activates the alert, then leads back to the
  // same search. Opening the link alone activates nothing (mail scanners open links).
  const confirm = await linkFromMail(email, '/alerts/confirm/');
  await open(page, confirm);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activer cette alerte ?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: "Activer l'alerte" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerte activée' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/alert-confirmed-fr.png` });
  await page.getByRole('link', { name: 'Voir la recherche' }).click();
  await expect(page).toHaveURL(/\/properties\/sell\?wilayas=42$/);

  // The unsubscribe link's button works without any login.
  const unsubscribe = await linkFromMail(email, '/alerts/unsubscribe/');
  await open(page, unsubscribe);
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes désinscrit' })).toBeVisible();
  // A link that matches nothing says so.
  const response = await page.goto('/alerts/confirm/this-token-matches-nothing-at-all');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lien invalide ou expiré' }),
  ).toBeVisible();
});

test('the alert dialog fits a 360px phone in Arabic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/properties/rent?lang=ar');
  await page.getByRole('button', { name: 'أنشئ تنبيهًا' }).click();
  const dialog = page.getByRole('dialog', { name: 'تلقَّ الإعلانات الجديدة بالبريد' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const email = `ar-${Date.now()}@example.dz`;
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByRole('button', { name: 'إنشاء التنبيه' }).click();
  await expect(page.getByRole('dialog', { name: 'تحقق من بريدك' })).toContainText(email);
  await page.screenshot({ path: `${SHOTS}/alert-sent-ar-phone.png` });
  const confirm = await linkFromMail(email, '/alerts/confirm/');
  expect(confirm).toMatch(/^\/alerts\/confirm\//);
  const mail = mailbox.received.filter((m) => m.to.includes(email)).at(-1)!;
  expect(mail.body).toContain('lang=ar');

  // The confirmation page, right to left on the phone: its button fits, and confirms.
  await open(page, `${confirm}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const button = page.getByRole('button', { name: 'تفعيل التنبيه' });
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.x).toBeGreaterThanOrEqual(0);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/alert-confirm-ar-phone.png` });
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: 'تم تفعيل التنبيه' })).toBeVisible();
});

test.describe('before the script (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('"Alert me" leads to a sign-up page whose form works', async ({ page, consoleErrors }) => {
    // The wrong address is refused with a 400 and its message, which the browser logs.
    consoleErrors.expect(/status of 400 .*\/alerts\/new/);
    await page.setViewportSize(DESKTOP);
    await page.goto('/properties/sell?lang=fr&wilayas=42');
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    await expect(page).toHaveURL(/\/alerts\/new\?wilayas=42&kind=sell&lang=fr$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recevoir les nouvelles annonces' }),
    ).toBeVisible();

    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: "Créer l'alerte" }).click();
    await expect(page.getByRole('alert')).toHaveText('Saisissez une adresse e-mail valide.');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pas-une-adresse');
    await page.screenshot({ path: `${SHOTS}/alert-signup-page-no-js-fr.png` });

    const email = `sans-js-${Date.now()}@example.dz`;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('radio', { name: "Dès qu'un bien est publié" }).check();
    await page.getByRole('button', { name: "Créer l'alerte" }).click();
    await expect(page.getByRole('status')).toContainText(email);
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
    // The address stays out of the page's URL; the search it saved is the list's.
    expect(decodeURIComponent(page.url())).not.toContain(email);
    // Saved through the same service as the dialog: its confirmation e-mail went out.
    expect(await linkFromMail(email, '/alerts/confirm/')).toMatch(/^\/alerts\/confirm\//);
    await page.getByRole('link', { name: 'Retour à la recherche' }).first().click();
    await expect(page).toHaveURL(/\/properties\/sell\?wilayas=42$/);
  });
});
