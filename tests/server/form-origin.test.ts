// Forms posted before or without the script, as a newcomer opens the site (issue 35, item 6):
// without PUBLIC_URL, localhost, 127.0.0.1 and [::1] on the same port are one origin, so the post
// is handled; a post from another origin is refused with an HTML page in the page's language and
// one JSON log line (never React Router's text/plain "Bad Request" and a stack trace).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedFormOrigin } from '../../server/http/form-origin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    web: 'production',
    env: { LOG_LEVEL: 'warn', PORT: '3000' },
    logStream: { write: (line) => void logLines.push(line) },
  });
}, 120_000);
afterAll(() => t?.close());

let client = 0;
/** The contact form with its message left empty: handled, it answers the field's message. */
function postContact(origin: string | undefined, host: string, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/contact-us${query}`,
    headers: {
      host,
      ...(origin ? { origin } : {}),
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.51.100.${++client}`,
    },
    payload: new URLSearchParams({
      full_name: 'Amina Benali',
      email: 'amina@example.dz',
      phone_number: '',
      object: 'Visite',
      message: '',
      website: '',
    }).toString(),
  });
}

describe('a form posted from a loopback name, without PUBLIC_URL', () => {
  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://[::1]:3000', '[::1]:3000'],
    ['http://localhost:3000', '127.0.0.1:3000'],
    ['http://127.0.0.1:3000', 'localhost:3000'],
  ])('from %s to %s is handled', async (origin, host) => {
    const response = await postContact(origin, host);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Ce champ est obligatoire');
  });
});

describe('a form posted from another origin', () => {
  it.each([
    ['https://evil.example', '', 'fr', 'Formulaire non envoyé'],
    ['http://127.0.0.1:5173', '?lang=ar', 'ar', 'لم يُرسَل النموذج'],
    ['null', '?lang=en', 'en', 'Form not sent'],
  ])('from %s is refused with a page in the page language', async (origin, query, lang, title) => {
    logLines.length = 0;
    const response = await postContact(origin, '127.0.0.1:3000', query);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`href="/contact-us${query}"`);
    expect(response.body).not.toContain('Bad Request');
    // One log line, JSON, that says what was refused.
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((entry) => entry.origin === origin)).toMatchObject({
      msg: 'form post refused: its origin is not the site',
      url: `/contact-us${query}`,
    });
  });
});

describe('the origin rule', () => {
  const local = { PUBLIC_URL: undefined, PORT: 3000 };
  const deployed = { PUBLIC_URL: 'https://immo.example.dz', PORT: 3000 };
  it('lets through a post without an Origin header, and the public origin', () => {
    expect(isAllowedFormOrigin(deployed, undefined, 'immo.example.dz')).toBe(true);
    expect(isAllowedFormOrigin(deployed, 'https://immo.example.dz', 'immo.example.dz')).toBe(true);
    expect(isAllowedFormOrigin(local, 'http://localhost:3000', 'localhost:3000')).toBe(true);
  });

  it('knows loopback aliases only without PUBLIC_URL, on the port addressed', () => {
    expect(isAllowedFormOrigin(deployed, 'http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(false);
    expect(isAllowedFormOrigin(local, 'http://127.0.0.1:3001', '127.0.0.1:3000')).toBe(false);
    // A loopback origin posting to a site reached by another name is not the same site.
    expect(isAllowedFormOrigin(local, 'http://127.0.0.1:3000', 'immo.local:3000')).toBe(false);
    expect(isAllowedFormOrigin(local, 'http://[', '127.0.0.1:3000')).toBe(false);
  });
});
