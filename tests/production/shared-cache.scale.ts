// The reference nginx (deploy/nginx.conf) as a shared cache in front of two instances: anonymous
// answers are kept and served as HITs, a staff edit reaches anonymous visitors within the bound
// the app's Cache-Control sets, nothing personal is ever served from the cache, and the language
// is part of the key. `npm run test:scale` (after `npm run build`).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MAX_AGE, STALE_WHILE_REVALIDATE } from '../../server/http/shared-cache.ts';
import { ADMIN, type Cluster, sleep, startCluster, villaBody } from './cluster.ts';

let cluster: Cluster;
let proxy: string;

beforeAll(async () => {
  cluster = await startCluster({ nginxPort: 4188, instancePorts: [4186, 4187], demo: false });
  proxy = cluster.nginx.url;
});
afterAll(async () => {
  await cluster?.stop();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${proxy}${path}`, { headers });
  const body = await response.text();
  return { status: response.status, cache: response.headers.get('x-cache-status'), body };
};

async function login(): Promise<string> {
  const response = await fetch(`${proxy}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('nginx as a shared cache of anonymous traffic', () => {
  it('serves a second anonymous request of a page or an API answer from its cache', async () => {
    for (const path of [
      '/about',
      `/api/properties?locale=fr&salt=${randomBytes(3).toString('hex')}`,
    ]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.cache, path).toBe('MISS');
      const second = await get(path);
      expect(second.cache, path).toBe('HIT');
      expect(second.body.length).toBe(first.body.length);
    }
  });

  it('never shares an entry between an Arabic and a French request of one path', async () => {
    const path = `/contact-us?v=${randomBytes(3).toString('hex')}`;
    const arabic = await get(path, { cookie: 'language=ar' });
    expect(arabic.cache).toBe('MISS');
    expect(arabic.body).toContain('<html lang="ar"');
    const french = await get(path, { cookie: 'language=fr' });
    expect(french.cache).toBe('MISS');
    expect(french.body).toContain('<html lang="fr"');
    // No cookie means French, as the app decides (a variant of its own: the answer varies on
    // Cookie for the browser's sake), then kept.
    const byDefault = await get(path);
    expect(byDefault.body).toContain('<html lang="fr"');
    expect((await get(path)).cache).toBe('HIT');
    expect((await get(path, { cookie: 'language=fr' })).cache).toBe('HIT');
    const arabicAgain = await get(path, { cookie: 'language=ar' });
    expect(arabicAgain.cache).toBe('HIT');
    expect(arabicAgain.body).toContain('<html lang="ar"');
    // ?lang= outranks the cookie, in the key as in the app.
    const chosen = await get(`${path}&lang=en`, { cookie: 'language=ar' });
    expect(chosen.body).toContain('<html lang="en"');
  });

  it('never serves an authenticated, personal or back-office request from the cache', async () => {
    const token = await login();
    const path = '/api/properties?locale=ar';
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    for (const headers of <Record<string, string>[]>[
      { authorization: `Bearer ${token}` },
      { cookie: 'pv=1.2' },
      { cookie: 'language=ar; session=abc' },
    ]) {
      for (let i = 0; i < 2; i++) {
        expect((await get(path, headers)).cache, JSON.stringify(headers)).toBe('BYPASS');
      }
    }
    const admin = () => get('/api/admin/me', { authorization: `Bearer ${token}` });
    await admin();
    expect((await admin()).cache).toBe('BYPASS');
    for (let i = 0; i < 2; i++) {
      const cms = await get('/cms/login');
      expect(cms.status).toBe(200);
      expect(cms.cache).not.toBe('HIT');
    }
  });

  it('shows anonymous visitors a staff edit within the documented bound', async () => {
    const token = await login();
    const word = `zq${randomBytes(4).toString('hex')}`;
    const path = `/api/properties?locale=fr&wilayas=42&order_by=date_desc`;
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    const started = Date.now();
    const created = await fetch(`${proxy}/api/admin/property`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: villaBody(word),
    });
    expect(created.status).toBe(201);
    // The proxy's part of the bound (the browser's max-age comes on top, for a browser).
    const bound = (SHARED_MAX_AGE + STALE_WHILE_REVALIDATE) * 1000;
    let seenAfter: number | undefined;
    const statuses = new Set<string | null>();
    while (Date.now() - started <= bound + 2000) {
      const answer = await get(path);
      statuses.add(answer.cache);
      if (answer.body.includes(word)) {
        seenAfter = Date.now() - started;
        break;
      }
      await sleep(1000);
    }
    expect(seenAfter, `statuses seen: ${[...statuses].join(', ')}`).toBeDefined();
    expect(seenAfter!).toBeLessThanOrEqual(bound + 2000);
    console.log(`staff edit seen through the cache after ${seenAfter} ms`);
  });
});
