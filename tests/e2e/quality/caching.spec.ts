// Caching as a returning visitor's browser meets it: pages kept a minute then revalidated with
// their ETag (304 when unchanged, with the policy of the kept page's nonce);
// hashed assets immutable for a year; images with long caching.
import { expect, test } from '@playwright/test';

test('a page is cached briefly and revalidated with its ETag', async ({ request }) => {
  const first = await request.get('/about', { headers: { cookie: 'language=fr' } });
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
  expect(first.headers()['cache-control']).toBe('private, max-age=60, must-revalidate');
  expect(first.headers()['vary']).toMatch(/cookie/i);

  // The same page again (a new CSP nonce inside, nothing else changed): 304, empty.
  const again = await request.get('/about', {
    headers: { cookie: 'language=fr', 'if-none-match': etag! },
  });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers()['etag']).toBe(etag);
  // The browser updates the kept page's headers from the 304: the policy names the kept nonce.
  const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(again.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);

  // Another language is another page.
  const arabic = await request.get('/about', {
    headers: { cookie: 'language=ar', 'if-none-match': etag! },
  });
  expect(arabic.status()).toBe(200);
  expect(arabic.headers()['etag']).not.toBe(etag);
});

test('hashed assets are immutable; pages that set a cookie are not cached', async ({ request }) => {
  const page = await request.get('/?lang=en');
  expect(page.headers()['set-cookie']).toContain('language=en');
  expect(page.headers()['etag']).toBeUndefined();
  const html = await page.text();
  const script = /src="(\/assets\/[\w.-]+\.js)"|href="(\/assets\/[\w.-]+\.js)"/.exec(html);
  const asset = script?.[1] ?? script?.[2];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
