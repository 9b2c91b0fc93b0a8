// What a shared cache (the reference nginx) is allowed to keep: anonymous public answers, with
// s-maxage and stale-while-revalidate; never an answer to a request with a session, an
// Authorization header or a personal cookie, never the back-office or a property page (views are
// counted). The search answers 304 from the catalogue's version without searching again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  STALENESS_BOUND_SECONDS,
} from '../../server/http/shared-cache.ts';
import { PAGE_CACHE_CONTROL } from '../../server/web/page-cache.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty } from '../helpers/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  await createProperty(t.services.db, { wilaya_id: 16 });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public API answers', () => {
  it('may be kept by a shared cache when the request is anonymous', async () => {
    const response = await get('/api/properties?locale=ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    // The bound the documentation promises for a staff edit.
    expect(STALENESS_BOUND_SECONDS).toBe(60);
  });

  it('are private for a request with a session, a token or a personal cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { authorization: 'Bearer abc' },
      { cookie: 'pv=12.345' },
      { cookie: 'language=fr; search_map=1' },
    ]) {
      const response = await get('/api/properties', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], JSON.stringify(headers)).toBe(
        PRIVATE_CACHE_CONTROL,
      );
    }
    // The language cookie alone is part of the shared cache's key: still public.
    const withLanguage = await get('/api/properties', { cookie: 'language=ar' });
    expect(withLanguage.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
  });

  it('answers 304 while the catalogue is unchanged, and the new list once it changes', async () => {
    const first = await get('/api/properties?wilayas=16');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"c\d+-\w+"$/);
    const again = await get('/api/properties?wilayas=16', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const counts = await get('/api/properties/wilaya', { 'if-none-match': etag });
    expect(counts.statusCode).toBe(304);

    await createProperty(t.services.db, { wilaya_id: 16 });
    const changed = await get('/api/properties?wilayas=16', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(first.json().total + 1);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('public pages', () => {
  it('may be shared when anonymous, in the language the cookie or ?lang= chooses', async () => {
    const french = await get('/about');
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(french.body).toContain('<html lang="fr"');
    const arabic = await get('/about', { cookie: 'language=ar' });
    expect(arabic.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(arabic.body).toContain('<html lang="ar"');
    // The browser's copy depends on the cookie too.
    expect(arabic.headers.vary).toMatch(/cookie/i);
  });

  it('are never shared when personal, in the back-office, or a property page', async () => {
    const personal = await get('/about', { cookie: 'language=fr; pv=1.2' });
    expect(personal.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const cms = await get('/cms/login');
    expect(cms.headers['cache-control'] ?? PAGE_CACHE_CONTROL).not.toMatch(/public|s-maxage/);
    const [card] = (await get('/api/properties')).json().data as { id: number }[];
    const property = await get(`/property/${card!.id}`, { 'user-agent': 'Googlebot/2.1' });
    expect(property.statusCode).toBe(200);
    expect(property.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('are not cached at all when they set a cookie', async () => {
    const chosen = await get('/about?lang=en');
    expect(String(chosen.headers['set-cookie'])).toContain('language=en');
    expect(chosen.headers['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
  });
});
