// Caching as a returning visitor's browser meets it: pages kept a minute then revalidated with
// their ETag (304 when unchanged, with the policy of the kept page's nonce);
// hashed assets immutable for a year and compressed once, at build time; images with long caching.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../test.ts';

test('a page is cached briefly and revalidated with its ETag', async ({ request }) => {
  const first = await request.get('/about', { headers: { cookie: 'language=fr' } });
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
  // Anonymous (the language cookie only): a shared cache may keep it too (deploy/nginx.conf).
  expect(first.headers()['cache-control']).toBe(
    'public, max-age=15, s-maxage=30, stale-while-revalidate=15',
  );
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

test('scripts are sent as compressed at build time, not compressed per request', async ({
  request,
}) => {
  const html = await (await request.get('/?lang=fr')).text();
  // The first script big enough to be compressed (the entry is a few bytes importing the shell;
  // files under 1 KB go as they are).
  const scripts = [...html.matchAll(/href="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
  let asset: string | undefined;
  for (const script of scripts) {
    if ((await stat(path.join('build/client', script))).size >= 1024) {
      asset = script;
      break;
    }
  }
  expect(asset).toBeTruthy();
  const original = await readFile(path.join('build/client', asset!));
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const response = await request.get(asset!, { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    // The length of the file written by the build (a per-request stream has none).
    const { size } = await stat(path.join('build/client', `${asset}${extension}`));
    expect(Number(response.headers()['content-length'])).toBe(size);
    // And the browser gets the script itself.
    expect((await response.body()).equals(original)).toBe(true);
  }
});
