// Every public form before (or without) the page's script: the browser sends it itself. Each test
// submits invalid then valid input with JavaScript off, reads the visible message, checks that
// the address carries no personal data and that the effect happened (the message stored, read
// through the admin API). The owners' two forms are here too: the estimate (a GET form, its
// answer on the page) and « Confiez-nous votre bien » (multipart, with a photo). The "Alert me"
// sign-up is in return-visits/alerts.spec.ts, which owns the local SMTP server its confirmation
// e-mail needs.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { apiLogin, pngFile } from '../cms/fixtures.ts';
import { DESKTOP, PHONE } from './helpers.ts';

test.use({ javaScriptEnabled: false, viewport: DESKTOP });

const SHOTS = 'test-results/forms-without-js';
let clientCounter = 0;

/** Each test posts from its own client address: the contact limit is 5 a minute per client. */
async function asNewClient(page: Page) {
  const address = `192.0.2.${(process.pid % 40) * 6 + ++clientCounter}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** What a visitor sees after the page's answer, on a phone and a desktop screen (not committed). */
async function shoot(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.locator('#contact-form-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
  }
}

/** Nothing a visitor typed may end up in the address (history, logs, referrers). */
function expectCleanUrl(page: Page, ...typed: string[]) {
  const url = decodeURIComponent(page.url());
  for (const value of typed) expect(url).not.toContain(value);
  expect(new URL(page.url()).search).not.toMatch(/email|full_name|message|password/);
}

async function storedMessages(page: Page, object: string) {
  const session = await apiLogin(page.request);
  const response = await page.request.get('/api/admin/messages?limit=50', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { object: string; full_name: string }[] };
  return body.data.filter((message) => message.object === object);
}

test('the contact form is posted to the page and answered in the visitor language', async ({
  page,
  consoleErrors,
}) => {
  // The form sent incomplete is answered 400 with its messages, which the browser logs.
  consoleErrors.expect(/status of 400 .*\/contact-us/);
  await asNewClient(page);
  const object = `Sans JavaScript ${Date.now()}`;
  await page.goto('/contact-us?lang=fr');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Nom complet').fill('Yacine Haddad');
  await form.getByLabel('Message').fill('Bonjour, le F3 de Cherchell est-il libre ?');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();

  // Refused: the object is missing, and there is no way to answer.
  await expect(form.getByText('Ce champ est obligatoire')).toHaveCount(1);
  await expect(form.getByText('Indiquez un e-mail ou un numéro de téléphone')).toHaveCount(2);
  await expect(form.getByLabel('Nom complet')).toHaveValue('Yacine Haddad');
  await expect(form.getByLabel('Message')).toHaveValue(
    'Bonjour, le F3 de Cherchell est-il libre ?',
  );
  expectCleanUrl(page, 'Yacine', 'Cherchell');
  await shoot(page, 'contact-invalid-fr');

  await form.getByLabel('Adresse e-mail').fill('yacine@example.dz');
  await form.getByLabel('Objet').fill(object);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  const success = page.getByTestId('contact-success');
  await expect(success).toContainText('Message envoyé avec succès !');
  expectCleanUrl(page, 'Yacine', 'yacine@example.dz', 'Cherchell');
  await shoot(page, 'contact-success-fr');
  expect(await storedMessages(page, object)).toEqual([
    expect.objectContaining({ full_name: 'Yacine Haddad', object }),
  ]);

  // "Send another message" is a link back to an empty form.
  await success.getByRole('link', { name: 'Envoyer un autre message' }).click();
  await expect(page.getByTestId('contact-form').getByLabel('Nom complet')).toHaveValue('');
});

test('on a phone in Arabic, the refusal and the success read right to left', async ({
  page,
  consoleErrors,
}) => {
  // The form sent empty is answered 400 with its messages, which the browser logs.
  consoleErrors.expect(/status of 400 .*\/contact-us/);
  await asNewClient(page);
  await page.setViewportSize(PHONE);
  const object = `بدون جافاسكريبت ${Date.now()}`;
  await page.goto('/contact-us?lang=ar');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(form.getByText('هذا الحقل إلزامي')).toHaveCount(3);
  // The answer opens at the form (its address ends with the form's anchor), not at the top.
  await expect(page).toHaveURL(/#contact-form-title$/);
  await expect(form.getByLabel('الاسم الكامل')).toBeInViewport();
  await shoot(page, 'contact-invalid-ar');
  await page.setViewportSize(PHONE);

  await form.getByLabel('الاسم الكامل').fill('سارة بن علي');
  await form.getByLabel('رقم الهاتف').fill('0550 12 34 56');
  await form.getByLabel('الموضوع').fill(object);
  await form.getByLabel('الرسالة').fill('أرغب في زيارة الشقة يوم السبت.');
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByTestId('contact-success')).toContainText('تم إرسال الرسالة بنجاح!');
  expectCleanUrl(page, 'سارة', '0550');
  await shoot(page, 'contact-success-ar');
  expect(await storedMessages(page, object)).toHaveLength(1);
});

test('the home search box opens the chosen list, searches only in the address', async ({
  page,
}) => {
  await page.goto('/?lang=fr');
  const search = page.getByRole('search', { name: 'Rechercher un bien' });
  await search.getByText('Louer').click();
  await search.getByRole('searchbox').fill('piscine');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/properties\/rent\?keyword=piscine&lang=fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the list keyword box keeps the other filters', async ({ page }) => {
  await page.goto('/properties/sell?wilayas=42&page=2');
  const box = page
    .getByRole('search')
    .filter({ has: page.getByRole('searchbox') })
    .last();
  await box.getByRole('searchbox').fill('piscine');
  await box.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/properties\/sell\?wilayas=42&keyword=piscine$/);
});

test('the back-office login posts, never puts the password in the address, and says why', async ({
  page,
  consoleErrors,
}) => {
  // The login posted without the script is refused with a 400 saying why, which the browser logs.
  consoleErrors.expect(/status of 400 .*\/cms\/login/);
  await page.goto('/cms/login');
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Not-in-the-URL-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('a besoin de JavaScript');
  expectCleanUrl(page, 'Not-in-the-URL-2026');
  expect(new URL(page.url()).pathname).toBe('/cms/login');
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue('admin');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
});

test('the free estimate is asked for on a phone in Arabic: refused, then a range', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/estimate?lang=ar');
  const form = page.locator('form[action="/estimate"]');
  await page.getByTestId('estimate-submit').click();
  await expect(page.getByRole('alert')).toHaveText('تحقق من الحقول المشار إليها.');
  await expect(form.getByText('هذا الحقل إلزامي.')).toHaveCount(2);

  // A flat in Algiers: the demo has enough comparables for a range.
  await form.locator('select[name="type"]').selectOption('2');
  await form.locator('select[name="wilaya"]').selectOption('16');
  await form.locator('input[name="living_area"]').fill('95');
  await page.getByTestId('estimate-submit').click();
  await expect(page.getByTestId('estimate-range')).toBeVisible();
  await expect(page.getByTestId('estimate-count')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('« Confiez-nous votre bien » is posted to the page: refused, kept, then stored', async ({
  page,
  consoleErrors,
}) => {
  // The form sent with a wrong phone number is answered 400, which the browser logs.
  consoleErrors.expect(/status of 400 .*\/entrust/);
  await asNewClient(page);
  const owner = `Rachid Sans Script ${Date.now()}`;
  await page.goto('/entrust?lang=fr&kind=sell&type=2&wilaya=16');
  const form = page.getByTestId('entrust-form');
  await form.getByLabel('Nom complet').fill(owner);
  await form.locator('input[name="phone_number"]').fill('12');
  await form.locator('input[name="commune"]').fill('Kouba');
  await page.getByTestId('entrust-submit').click();

  await expect(page.getByTestId('entrust-refusal')).toHaveText('Vérifiez les champs signalés.');
  await expect(form.getByText('Indiquez un numéro de téléphone valide.')).toBeVisible();
  await expect(form.getByLabel('Nom complet')).toHaveValue(owner);
  await expect(form.locator('input[name="commune"]')).toHaveValue('Kouba');
  await expect(form.locator('select[name="type"]')).toHaveValue('2');
  expectCleanUrl(page, owner, 'Kouba');

  await form.locator('input[name="phone_number"]').fill('0770 11 22 33');
  await form.locator('input[name="photos"]').setInputFiles([await pngFile('facade.png')]);
  await page.getByTestId('entrust-submit').click();
  const success = page.getByTestId('entrust-success');
  await expect(success).toContainText('Merci, votre demande est bien reçue');
  expectCleanUrl(page, owner, 'Kouba');

  const id = Number(/P-(\d+)/.exec((await success.textContent()) ?? '')![1]);
  const session = await apiLogin(page.request);
  const lead = await page.request.get(`/api/admin/leads/${id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(lead.status()).toBe(200);
  const body = (await lead.json()) as {
    full_name: string;
    owner: { commune: string; photos: string[] };
  };
  expect(body.full_name).toBe(owner);
  expect(body.owner.commune).toBe('Kouba');
  expect(body.owner.photos).toHaveLength(1);
});
