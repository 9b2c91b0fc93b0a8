// Leads (issue 25, decision 0038): a visitor's enquiry from a property page — with the page's
// script, and with JavaScript off — reaches the agent the listing is assigned to in « Demandes »;
// the agent adds a note and moves it to « Contacté », and the first-response time shows.
import type { Page } from '@playwright/test';
import {
  apiLogin,
  asNewClient,
  createPropertyViaApi,
  expect,
  newAgent,
  screenshot,
  signIn,
  test,
  unique,
} from './fixtures.ts';

async function fillEnquiry(page: Page, visitor: string) {
  const form = page.getByTestId('enquiry-form');
  await form.getByLabel('Nom complet').fill(visitor);
  await form.getByLabel('Numéro de téléphone').fill('0661 23 45 67');
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
}

test('an enquiry reaches its agent, who notes it and moves it to « Contacté »', async ({
  page,
  admin,
}) => {
  test.slow();
  const agent = await newAgent(admin);
  const property = await createPropertyViaApi(admin, { agent_id: agent.id });
  const visitor = unique('Karim Visiteur');

  await asNewClient(page);
  await page.goto(`/property/${property.id}`);
  const form = page.getByTestId('enquiry-form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('Message')).toHaveValue(
    `Bonjour, ce bien m'intéresse : « ${property.name_fr} » (réf. #${property.id}).`,
  );
  // Neither an e-mail nor a phone: the form says so before anything is sent.
  await form.getByLabel('Nom complet').fill(visitor);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Indiquez un e-mail ou un numéro de téléphone')).toHaveCount(2);
  await fillEnquiry(page, visitor);
  const [sent] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/leads')),
    form.getByRole('button', { name: 'Envoyer le message' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await expect(page.getByTestId('enquiry-success')).toContainText('Message envoyé avec succès');

  // The agent's « Demandes ».
  await signIn(page, await apiLogin(page.request, agent));
  await page.goto('/cms/leads');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Demandes' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: visitor });
  await expect(row).toContainText('Nouvelle');
  await expect(row).toContainText(`#${property.id}`);
  await expect(row).toContainText('En attente');
  await screenshot(page, 'leads');
  await row.getByRole('link', { name: visitor }).click();

  const panel = page.getByRole('article', { name: visitor });
  await expect(panel).toContainText('Contact préféré : WhatsApp');
  await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/213661234567',
  );
  await expect(panel.getByTestId('lead-first-response')).toContainText('En attente de réponse');
  await panel.getByLabel('Ajouter une note').fill('Rappelé, visite proposée samedi 10 h.');
  await panel.getByRole('button', { name: 'Enregistrer la note' }).click();
  const notes = panel.getByTestId('lead-notes');
  await expect(notes).toContainText('Rappelé, visite proposée samedi 10 h.');
  await expect(notes).toContainText(agent.username);
  await panel.getByLabel('Statut').selectOption({ label: 'Contacté' });
  await expect(page.getByText('Statut : Contacté.')).toBeVisible();
  await expect(panel.getByTestId('lead-first-response')).toContainText('Première réponse en');
  await screenshot(page, 'lead');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the enquiry is posted to the page, refused then stored', async ({
    page,
    admin,
    consoleErrors,
  }) => {
    // The form sent incomplete is answered 400 with its messages, which the browser logs.
    consoleErrors.expect(/status of 400 .*\/property\//);
    const property = await createPropertyViaApi(admin);
    const visitor = unique('Lina Sans-Script');
    await asNewClient(page);
    await page.goto(`/property/${property.id}`);
    const form = page.getByTestId('enquiry-form');
    await form.getByLabel('Message').fill('');
    await form.getByLabel('Nom complet').fill(visitor);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    // The page's answer: each fault under its field, what was typed kept.
    await expect(page.getByTestId('enquiry-form').getByLabel('Nom complet')).toHaveValue(visitor);
    await expect(page.getByTestId('enquiry-form')).toContainText('Ce champ est obligatoire');
    await expect(page.getByTestId('enquiry-form')).toContainText(
      'Indiquez un e-mail ou un numéro de téléphone',
    );

    await fillEnquiry(page, visitor);
    await page.getByTestId('enquiry-form').getByLabel('Message').fill('Est-il encore libre ?');
    await page
      .getByTestId('enquiry-form')
      .getByRole('button', { name: 'Envoyer le message' })
      .click();
    await expect(page.getByTestId('enquiry-success')).toContainText('Message envoyé avec succès');
    expect(new URL(page.url()).search).not.toMatch(/full_name|phone/);
    await page
      .getByTestId('enquiry-success')
      .screenshot({ path: 'test-results/cms-screens/enquiry-nojs-success.png' });

    const leads = await admin.get(`/api/admin/leads?property_id=${property.id}`);
    expect(leads.status()).toBe(200);
    const body = (await leads.json()) as { data: Record<string, unknown>[] };
    expect(body.data).toEqual([
      expect.objectContaining({
        full_name: visitor,
        phone_number: '+213661234567',
        preferred_channel: 'whatsapp',
        message: 'Est-il encore libre ?',
        source: 'property',
        locale: 'fr',
      }),
    ]);
  });
});

test('the enquiry form fits a phone, in Arabic, right to left', async ({ page, admin }) => {
  const property = await createPropertyViaApi(admin);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/property/${property.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByTestId('enquiry');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'اطلب معلومات' })).toBeVisible();
  await expect(section.getByRole('radio', { name: 'واتساب' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.screenshot({ path: 'test-results/cms-screens/enquiry-ar-360.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/property/${property.id}`);
  await page.getByTestId('enquiry').screenshot({
    path: 'test-results/cms-screens/enquiry-fr-1440.png',
  });
});
