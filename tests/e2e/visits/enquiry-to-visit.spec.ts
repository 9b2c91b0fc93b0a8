// An enquiry becoming a visit (issue 25, decision 0048): a visitor sends an enquiry and a visit
// request on a property page; the listing's agent sees one lead in « Demandes » (the menu's badge
// counts it), opens its visit, confirms it in « Visites »; the lead reads « Visite planifiée »
// and the visitor's mailbox has the confirmation with its .ics (the local SMTP server at the e2e
// port + 20000, as visit-request.spec.ts).
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { attachmentOf, calendarDate, parseCalendar, propertyValue } from '../../helpers/ics.ts';
import { algiers, openDay } from '../../helpers/visit-slots.ts';
import {
  apiLogin,
  asNewClient,
  createPropertyViaApi,
  expect,
  newAgent,
  signIn,
  test,
  unique,
} from '../cms/fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SHOTS = 'test-results/visits';
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await startMailbox(PORT + 20000);
});
test.afterAll(async () => {
  await mailbox?.close();
});

// Another day than visit-request.spec.ts's (open days 5 to 35), so a reused server's bookings do
// not collide; the 40th open day is at most 58 days ahead, inside the 60-day horizon.
const day = openDay(36 + (Math.floor(Date.now() / 60_000) % 5));

test('an enquiry and a visit request become one lead, planned once the visit is confirmed', async ({
  page,
  admin,
}) => {
  test.slow();
  const agent = await newAgent(admin);
  const property = await createPropertyViaApi(admin, {
    agent_id: agent.id,
    address_fr: '3 rue du Port',
    city_fr: 'Tipaza',
  });
  const visitor = unique('Amel Visiteuse');
  const email = `amel-${Date.now()}@example.dz`;

  // The visitor: an enquiry first.
  await asNewClient(page);
  await page.goto(`/property/${property.id}?lang=fr`);
  const enquiry = page.getByTestId('enquiry-form');
  await enquiry.scrollIntoViewIfNeeded();
  await expect(enquiry).toHaveAttribute('data-ready', 'true');
  await enquiry.getByLabel('Nom complet').fill(visitor);
  await enquiry.getByLabel('Numéro de téléphone').fill('0770 12 34 56');
  await enquiry.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByTestId('enquiry-success')).toContainText('Message envoyé avec succès');

  // Then a visit request, with the same phone: it joins the enquiry's lead.
  const section = page.getByTestId('visit-request');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('visit-form')).toHaveAttribute('data-hydrated', 'true');
  const slot = section.getByTestId('visit-slot-1');
  await slot.getByLabel('Date').fill(day);
  await slot.getByLabel('Heure').selectOption('10:00');
  await section.getByLabel('Nom complet').fill(visitor);
  await section.getByLabel('Téléphone').fill('0770 12 34 56');
  await section.getByLabel('E-mail (facultatif)').fill(email);
  await section.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(section.getByTestId('visit-sent')).toContainText('Demande envoyée');

  // The agent: the menu counts one new lead, by name for a screen reader too.
  await signIn(page, await apiLogin(page.request, agent));
  await page.goto('/cms/dashboard');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The count comes after the menu (a request of its own): a loaded machine may take a while.
  await expect(menu.getByRole('link', { name: 'Demandes 1 nouvelle demande' })).toBeVisible({
    timeout: 20_000,
  });
  await menu.getByRole('link', { name: /^Demandes/ }).click();
  const row = page.getByRole('row').filter({ hasText: visitor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nouvelle');
  await row.getByRole('link', { name: visitor }).click();
  const lead = page.getByRole('article', { name: visitor });
  const visits = lead.getByTestId('lead-visits');
  await expect(visits).toContainText('À confirmer');
  await page.screenshot({ path: `${SHOTS}/cms-lead-with-visit-1440.png`, fullPage: true });

  // Its visit, confirmed in « Visites ».
  await visits.getByRole('link').click();
  const panel = page.getByTestId('visit-panel');
  await expect(panel.getByRole('heading', { name: `Visite de ${visitor}` })).toBeVisible();
  await panel.getByRole('button', { name: /Confirmer le .* à 10:00/ }).click();
  await expect(
    page.getByText('Visite confirmée. Le visiteur a été prévenu par e-mail.'),
  ).toBeVisible();
  await expect(panel).toContainText('Le visiteur a été prévenu par e-mail.');

  // Back to the lead: planned, and no longer counted as new.
  await panel.getByRole('link', { name: /Voir la demande/ }).click();
  const planned = page.getByRole('article', { name: visitor });
  await expect(planned.getByLabel('Statut')).toHaveValue('visit_planned');
  await expect(planned.getByLabel('Statut').locator('option:checked')).toHaveText(
    'Visite planifiée',
  );
  await expect(planned.getByTestId('lead-visits')).toContainText('Confirmée');
  await expect(menu.getByRole('link', { name: 'Demandes', exact: true })).toBeVisible();

  // The visitor's mailbox: the confirmation with its calendar file.
  await expect
    .poll(() => mailbox.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 })
    .toBe(true);
  const mail = mailbox.received.find((received) => received.to.includes(email))!;
  expect(attachmentOf(mail.raw, 'text/plain')).toContain('3 rue du Port, Tipaza');
  const { events } = parseCalendar(attachmentOf(mail.raw, 'text/calendar')!);
  expect(calendarDate(propertyValue(events[0]!, 'DTSTART')!).toISOString()).toBe(
    new Date(algiers(day, '10:00')).toISOString(),
  );
});
