// Absolute addresses come from PUBLIC_URL (by default http://localhost:$PORT), never from the Host
// or X-Forwarded-Host a client sends; and a malformed Host is a 400, never a 500. Real HTTP
// against a listening server: app.inject would tidy the Host header before the app sees it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jsonLdBlocks, tags } from '../helpers/html.ts';

// PUBLIC_URL unset: the documented default is built from PORT (the test listens elsewhere).
const DEFAULT_ORIGIN = 'http://localhost:3999';
const EVIL = 'evil.example';

let t: TestApp;
let port: number;
let propertyId: number;

beforeAll(async () => {
  // In development the pages go through Vite, whose DNS-rebinding guard answers 403 to a host it
  // does not know (production has no Vite). Its documented variable lets these hosts through, so
  // the request reaches the application as it would in production.
  process.env.__VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS = `${EVIL},immo.example.dz`;
  t = await createTestApp({ demo: true, web: 'development', env: { PORT: '3999' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const [row] = await t.services.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.isVisible, true))
    .limit(1);
  propertyId = row!.id;
}, 120_000);
afterAll(() => t?.close());

/** A GET with these headers sent as written (Host included); the status and the body. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, headers: { connection: 'close', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const spoofed = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

describe('absolute addresses', () => {
  it('a page writes canonical, og:url, hreflang and JSON-LD on PUBLIC_URL whatever Host says', async () => {
    const page = await rawGet(`/property/${propertyId}?lang=fr`, spoofed);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(EVIL);
    const canonical = tags(page.body, 'link').find((link) => link.rel === 'canonical');
    expect(canonical?.href).toBe(`${DEFAULT_ORIGIN}/property/${propertyId}?lang=fr`);
    const alternates = tags(page.body, 'link').filter((link) => link.rel === 'alternate');
    expect(alternates.length).toBeGreaterThanOrEqual(4);
    for (const alternate of alternates) expect(alternate.href).toMatch(`${DEFAULT_ORIGIN}/`);
    expect(JSON.stringify(jsonLdBlocks(page.body))).toContain(`${DEFAULT_ORIGIN}/property/`);

    const home = await rawGet('/?lang=ar', spoofed);
    expect(home.status).toBe(200);
    expect(home.body).not.toContain(EVIL);
    expect(home.body).toContain(`${DEFAULT_ORIGIN}/?lang=ar`);
  });

  it('sitemap.xml and robots.txt list PUBLIC_URL addresses whatever Host says', async () => {
    const sitemap = await rawGet('/sitemap.xml', spoofed);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain(EVIL);
    expect(sitemap.body).toContain(`<loc>${DEFAULT_ORIGIN}/property/${propertyId}?lang=fr</loc>`);

    const robots = await rawGet('/robots.txt', spoofed);
    expect(robots.status).toBe(200);
    expect(robots.body).not.toContain(EVIL);
    expect(robots.body).toContain(`Sitemap: ${DEFAULT_ORIGIN}/sitemap.xml`);
  });
});

describe('a malformed Host header', () => {
  it.each(['evil:99999', 'a b', '[x', 'a/b', 'user@evil.example'])(
    '"%s" is a 400 on pages and on the API',
    async (host) => {
      for (const path of ['/', '/property/1', '/api/health', '/api/properties']) {
        const response = await rawGet(path, { host });
        expect(response.status, `${path} with Host: ${host}`).toBe(400);
        expect(response.body).toContain('Invalid Host header');
      }
    },
  );

  it('a well-formed Host (a name, an address, a port) is served', async () => {
    for (const host of ['immo.example.dz', '127.0.0.1:8080', '[::1]:3000']) {
      expect((await rawGet('/api/health', { host })).status).toBe(200);
    }
  });
});
