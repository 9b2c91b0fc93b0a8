// The contact form's states: idle with 'This field is required' messages, 'Sending...', success,
// and failure — the failure made by the server itself (its rate limit answers 429), nothing of
// our own API is mocked. Each test comes from its own client address (X-Forwarded-For, the
// server trusts its proxy), so the limit of one test never touches another.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { DESKTOP, open } from './helpers.ts';

test.use({ viewport: DESKTOP });

const ENDPOINT = '/api/email/sendContactUsEmail';
let clientCounter = 0;

async function asNewClient(page: Page) {
  const address = `198.51.100.${(process.pid % 50) * 5 + ++clientCounter}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

async function fill(page: Page, values: Partial<Record<string, string>>) {
  const form = page.getByTestId('contact-form');
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label).fill(value ?? '');
  }
}

test('required fields say so, in the visitor language', async ({ page }) => {
  await open(page, '/contact-us?lang=en');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await expect(form.getByText('Give an email address or a phone number')).toHaveCount(2);
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full name')).toBeFocused();

  await fill(page, { 'Email address': 'not-an-address', 'Phone number': '12' });
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Invalid phone number (8 to 15 digits)')).toBeVisible();

  await open(page, '/contact-us?lang=ar');
  await page.getByTestId('contact-form').getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByTestId('contact-form').getByText('هذا الحقل إلزامي')).toHaveCount(3);
});

test('sending, then success: the message reaches the server', async ({ page }) => {
  await asNewClient(page);
  await open(page, '/contact-us?lang=en');
  // Hold the request a moment (it still goes to the real server) to see the sending state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await held;
    await route.continue();
  });

  await fill(page, {
    'Full name': 'Amine Benali',
    'Phone number': '0550 12 34 56',
    Subject: 'Viewing the villa in Tipaza',
    Message: 'Hello, I would like to visit the villa next week.',
  });
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(form).toHaveAttribute('aria-busy', 'true');

  const answer = page.waitForResponse((response) => response.url().endsWith(ENDPOINT));
  release();
  expect((await answer).status()).toBe(201);
  await expect(page.getByTestId('contact-success')).toContainText('Message sent successfully!');
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByTestId('contact-form').getByLabel('Full name')).toHaveValue('');
});

test('failure: the server refuses (too many messages) and the form says so', async ({
  page,
  consoleErrors,
}) => {
  // The message over the allowance is answered 429, which the browser logs.
  consoleErrors.expect(/status of 429 .*\/api\/email\/sendContactUsEmail/);
  const address = await asNewClient(page);
  await open(page, '/contact-us?lang=fr');
  // Use up this client's allowance of the real API (5 messages a minute).
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post(ENDPOINT, {
      headers: { 'x-forwarded-for': address },
      data: { full_name: 'Test', email: 'test@example.dz', object: 'Test', message: 'Test' },
    });
    expect(response.status()).toBe(201);
  }

  await fill(page, {
    'Nom complet': 'Amine Benali',
    'Adresse e-mail': 'amine@example.dz',
    Objet: 'Estimation',
    Message: 'Bonjour, pouvez-vous estimer mon appartement ?',
  });
  const answer = page.waitForResponse((response) => response.url().endsWith(ENDPOINT));
  await page
    .getByTestId('contact-form')
    .getByRole('button', { name: 'Envoyer le message' })
    .click();
  expect((await answer).status()).toBe(429);
  // The answer's code (request.throttled) picks the rate limit's own text.
  await expect(page.getByTestId('contact-failure')).toHaveText(
    'Trop de messages en peu de temps. Patientez une minute puis renvoyez-le.',
  );
  // What was typed is kept, to try again.
  await expect(page.getByTestId('contact-form').getByLabel('Nom complet')).toHaveValue(
    'Amine Benali',
  );
});

test('the office details and the map are shown', async ({ page }) => {
  await open(page, '/contact-us?lang=fr');
  const office = page.getByTestId('office-details');
  await expect(office).toContainText('Tipaza');
  // The opening hours set in the back-office (the demo week), Saturday first.
  const hours = office.getByTestId('opening-hours');
  await expect(hours).toContainText('Samedi09:00–12:30');
  await expect(hours).toContainText('Dimanche – jeudi09:00–12:30 et 13:30–17:30');
  await expect(hours).toContainText('VendrediFermé');
  // The number read the national way (024 47 12 35), dialled the international way.
  await expect(office.getByRole('link', { name: /^0\d{2}( \d{2}){3}$/ })).toHaveAttribute(
    'href',
    /^tel:\+213/,
  );
  await expect(page.getByRole('region', { name: "Plan d'accès à l'agence" })).toBeVisible();
  await expect(page.getByRole('group', { name: "Plan d'accès à l'agence" })).toBeVisible();
  // Leaflet draws the map in the browser (the tiles themselves are not needed).
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
});
