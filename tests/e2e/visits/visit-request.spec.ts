// A visit from request to calendar: a visitor proposes slots on a property page, staff confirm
// one in « Visites », and the visitor's e-mail arrives with the date, the address and an .ics
// file a strict reader parses (mail read from the local SMTP server at the e2e port + 20000).
// Also: the form without JavaScript, in Arabic on a phone, refusing a slot outside the hours.
import { expect, test } from '../test.ts';
import { createPropertyViaApi, signIn, apiLogin, type Session } from '../cms/fixtures.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { attachmentOf, calendarDate, parseCalendar, propertyValue } from '../../helpers/ics.ts';
import { algiers, friday, openDay } from '../../helpers/visit-slots.ts';
import { DESKTOP, PHONE, open } from '../public/helpers.ts';

const SHOTS = 'test-results/visits';
const PORT = Number(process.env.E2E_PORT ?? 4173);
let mailbox: Mailbox;
let session: Session;
let propertyId: number;
let propertyName: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  mailbox = await startMailbox(PORT + 20000);
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  session = await apiLogin(request);
  const admin = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { Authorization: `Bearer ${session.token}` },
  });
  const property = await createPropertyViaApi(admin, {
    address_fr: '7 rue des Orangers',
    city_fr: 'Cherchell',
  });
  propertyId = property.id;
  propertyName = property.name_fr;
  await Promise.all([request.dispose(), admin.dispose()]);
});
test.afterAll(async () => {
  await mailbox?.close();
});

// Days far enough apart between runs that a reused server's earlier bookings do not collide; the
// 35th open day is at most 51 days ahead, inside the 60-day horizon.
const offset = 5 + (Math.floor(Date.now() / 60_000) % 30);
const firstDay = openDay(offset);
const secondDay = openDay(offset + 1);

test('a visitor proposes slots, staff confirm one, the visitor gets the .ics', async ({ page }) => {
  const email = `visite-${Date.now()}@example.dz`;
  await page.setViewportSize(DESKTOP);
  await open(page, `/property/${propertyId}?lang=fr`);
  const section = page.getByTestId('visit-request');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'Planifier une visite' })).toBeVisible();
  await expect(section.getByTestId('opening-hours')).toContainText('VendrediFermé');
  // Its code comes when it nears the screen; a click before would be lost (app/ui/hydrate-later).
  await expect(section.getByTestId('visit-form')).toHaveAttribute('data-hydrated', 'true');

  const slot1 = section.getByTestId('visit-slot-1');
  await slot1.getByLabel('Date').fill(firstDay);
  await slot1.getByLabel('Heure').selectOption('10:00');
  const slot2 = section.getByTestId('visit-slot-2');
  await slot2.getByLabel('Date').fill(secondDay);
  // The chosen day's hours only: 17:00 would end after closing.
  await expect(slot2.getByRole('option', { name: '17:00' })).toHaveCount(0);
  await slot2.getByLabel('Heure').selectOption('14:30');
  await section.getByLabel('Nom complet').fill('Samira Belkacem');
  await section.getByLabel('Téléphone').fill('0550 98 76 54');
  await section.getByLabel('E-mail (facultatif)').fill(email);
  await page.screenshot({ path: `${SHOTS}/property-visit-form-1440.png`, fullPage: false });
  await section.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(section.getByTestId('visit-sent')).toContainText('Demande envoyée');
  await expect(section.getByTestId('visit-sent')).toBeFocused();

  // Staff open « Visites » from the menu and confirm the second slot.
  await signIn(page, session);
  await page.goto('/cms/dashboard');
  await page.getByRole('link', { name: 'Visites' }).first().click();
  await expect(page.getByRole('heading', { name: 'Visites', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /Samira Belkacem/ })
    .first()
    .click();
  const panel = page.getByTestId('visit-panel');
  await expect(panel.getByRole('heading', { name: 'Visite de Samira Belkacem' })).toBeVisible();
  await expect(panel.getByTestId('visit-slot')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/cms-visit-panel-1440.png`, fullPage: true });
  await panel.getByRole('button', { name: /Confirmer le .* à 14:30/ }).click();
  await expect(
    page.getByText('Visite confirmée. Le visiteur a été prévenu par e-mail.'),
  ).toBeVisible();
  await expect(panel).toContainText('Confirmée pour le');
  await expect(panel).toContainText('Le visiteur a été prévenu par e-mail.');

  await expect
    .poll(() => mailbox.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 })
    .toBe(true);
  const mail = mailbox.received.find((m) => m.to.includes(email))!;
  const text = attachmentOf(mail.raw, 'text/plain')!;
  expect(text).toContain(`Votre visite du bien « ${propertyName} » est confirmée.`);
  expect(text).toContain('7 rue des Orangers, Cherchell');
  expect(text).toContain('à 14:30');
  const { events } = parseCalendar(attachmentOf(mail.raw, 'text/calendar')!);
  expect(calendarDate(propertyValue(events[0]!, 'DTSTART')!).toISOString()).toBe(
    new Date(algiers(secondDay, '14:30')).toISOString(),
  );
  expect(propertyValue(events[0]!, 'LOCATION')).toContain('7 rue des Orangers');
});

test('the CMS screen fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, session);
  await page.goto('/cms/visits?status=confirmed');
  await expect(page.getByRole('heading', { name: 'Visites', level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/cms-visits-360.png`, fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Arabic form on a phone refuses a Friday, then sends', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 400/);
    await page.setViewportSize(PHONE);
    await page.goto(`/property/${propertyId}?lang=ar`);
    const section = page.getByTestId('visit-request');
    await expect(section.getByRole('heading', { name: 'حجز موعد زيارة' })).toBeVisible();
    await expect(section.getByTestId('opening-hours')).toContainText('الجمعة');
    const slot1 = section.getByTestId('visit-slot-1');
    await slot1.getByLabel('التاريخ').fill(friday(offset));
    await slot1.getByLabel('الساعة').selectOption('10:00');
    await section.getByLabel('الاسم الكامل').fill('سمير بن علي');
    await section.getByLabel('الهاتف').fill('0661 00 11 22');
    await section.getByRole('button', { name: 'إرسال الطلب' }).click();

    const again = page.getByTestId('visit-request');
    await expect(again.getByTestId('visit-slot-1')).toContainText(
      'هذا الموعد خارج أوقات عمل الوكالة.',
    );
    // What was typed is kept.
    await expect(again.getByLabel('الاسم الكامل')).toHaveValue('سمير بن علي');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await again.scrollIntoViewIfNeeded();
    await again.screenshot({ path: `${SHOTS}/property-visit-form-ar-360.png` });

    await again.getByTestId('visit-slot-1').getByLabel('التاريخ').fill(firstDay);
    await again.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByTestId('visit-sent')).toContainText('تم إرسال الطلب');
  });
});

test('a visitor who gave no e-mail: staff are told to call, with the number', async ({ page }) => {
  // The request sent above without the script, in Arabic, without an e-mail.
  await page.setViewportSize(DESKTOP);
  await signIn(page, session);
  await page.goto('/cms/visits?status=requested');
  await page
    .getByRole('link', { name: /سمير بن علي/ })
    .first()
    .click();
  const panel = page.getByTestId('visit-panel');
  await panel.getByRole('button', { name: /Confirmer le .* à 10:00/ }).click();
  const told =
    'Visite confirmée. Le visiteur n’a pas donné d’e-mail : appelez-le au 0661 00 11 22 pour le prévenir.';
  await expect(page.getByText(told)).toBeVisible();
  await expect(page.getByText('le visiteur est prévenu')).toHaveCount(0);
  await expect(panel).toContainText('appelez-le au 0661 00 11 22');
  await page.screenshot({ path: `${SHOTS}/cms-visit-no-email-1440.png` });
});
