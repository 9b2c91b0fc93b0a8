// Two app processes started together on one scratch PostgreSQL database, sharing a local S3
// server and Redis, behind nginx configured from deploy/nginx.conf: whatever one instance
// writes, the other (and the proxy) serves at once. `npm run test:scale` (after `npm run build`).
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../../common/media.ts';
import { testJpeg } from '../helpers/multipart.ts';
import { ADMIN, type Cluster, startCluster, villaBody } from './cluster.ts';

let cluster: Cluster;
let a: string;
let b: string;
let proxy: string;

beforeAll(async () => {
  cluster = await startCluster({ nginxPort: 4198, instancePorts: [4191, 4192], demo: false });
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  proxy = cluster.nginx.url;
});

afterAll(async () => {
  await cluster?.stop();
});

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('two instances behind nginx on PostgreSQL, S3 and Redis', () => {
  it('started together on an empty database: migrated and seeded once', async () => {
    const client = new pg.Client({ connectionString: cluster.database.url });
    await client.connect();
    try {
      const types = await client.query(
        'select key, count(*)::int as n from property_types group by key',
      );
      expect(types.rows.length).toBeGreaterThan(0);
      expect(types.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const admins = await client.query('select count(*)::int as n from agents');
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    for (const instance of cluster.instances) {
      expect(instance.output()).not.toMatch(/Not ready for several instances/);
    }
  });

  it('accepts on one instance the token signed by the other', async () => {
    const token = await login(a);
    const me = await fetch(`${b}/api/admin/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: ADMIN.username });
  });

  it('serves from B and through nginx an image uploaded through A', async () => {
    const token = await login(a);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await testJpeg(900, 600))]), 'salon.jpg');
    const upload = await fetch(`${a}/api/admin/upload`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(upload.status).toBe(200);
    const [file] = ((await upload.json()) as { files: { path: string; status: string }[] }).files;
    expect(file).toMatchObject({ status: 'ok' });
    const variant = imageVariantUrl(file!.path, 640);

    const fromB = await fetch(`${b}${variant}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).width).toBe(640);

    // Through the proxy: the first answer fills nginx's /media cache, the second comes from it.
    const first = await fetch(`${proxy}${variant}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await fetch(`${proxy}${variant}`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);

    // The media library lists it on the other instance too.
    const library = await fetch(`${b}/api/admin/media?kind=upload`, { headers: bearer(token) });
    expect(JSON.stringify(await library.json())).toContain(file!.path);
  });

  it('finds on A, at once, a property created and then renamed on B', async () => {
    const token = await login(b);
    const word = `zq${randomBytes(4).toString('hex')}`;
    const created = await fetch(`${b}/api/admin/property`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: villaBody(word),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const search = async (base: string) => {
      const response = await fetch(`${base}/api/properties?text=${word}&locale=fr`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: number; name: string }[] }).data;
    };
    expect((await search(a)).map((card) => card.id)).toEqual([id]);
    expect((await search(proxy)).map((card) => card.id)).toEqual([id]);
    const details = await fetch(`${a}/api/properties/${id}?locale=en`);
    expect(details.status).toBe(200);

    const renamed = await fetch(`${b}/api/admin/property/${id}`, {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        name_fr: `Duplex ${word} à Tipaza`,
        name_en: `Duplex ${word} in Tipaza`,
        name_ar: `دوبلكس ${word} في تيبازة`,
      }),
    });
    expect(renamed.status).toBe(200);
    expect((await search(a))[0]?.name).toBe(`Duplex ${word} à Tipaza`);
    // The public page, rendered on the server by A, shows the new name.
    const page = await fetch(`${a}/property/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(word);
    expect(html).not.toContain(`Villa ${word}`);
  });

  it('counts one client across both instances against the public rate limit', async () => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const post = (base: string, forwardedFor: string) =>
      fetch(`${base}/api/email/sendContactUsEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({
          full_name: 'Client partagé',
          email: 'client@example.dz',
          object: 'Limite',
          message: 'Bonjour',
        }),
      }).then((response) => response.status);
    // As nginx forwards it: the same client address, alternately to A and B.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await post(a, ip), await post(b, ip));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  const attemptLogin = (base: string, username: string, forwardedFor: string) =>
    fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username, password: 'not the password' }),
    }).then((response) => response.status);

  it('never locks an account out, but counts one address on it across both instances', async () => {
    // Wrong passwords for the admin from six addresses: the account only slows down (0013).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        await attemptLogin(i % 2 ? b : a, ADMIN.username, `10.77.${randomInt(256)}.${i + 1}`),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const admin = await fetch(`${b}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.255.254' },
      body: JSON.stringify(ADMIN),
    });
    expect(admin.status).toBe(200);
    // Five failures of one username from one address, alternately on A and B: that pair waits.
    const username = `ghost-${randomBytes(4).toString('hex')}`;
    const ip = `10.78.${randomInt(256)}.${randomInt(1, 255)}`;
    const pair: number[] = [];
    for (let i = 0; i < 6; i++) pair.push(await attemptLogin(i % 2 ? b : a, username, ip));
    expect(pair).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts failed logins of one address across both instances', async () => {
    const ip = `10.88.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    // A new username each time: only the per-address failure limit (10 in 15 minutes) applies.
    for (let i = 0; i < 11; i++) {
      statuses.push(
        await attemptLogin(i % 2 ? b : a, `visitor-${i}-${randomBytes(3).toString('hex')}`, ip),
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the limit through nginx even when the client sends its own X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const spoofed = `198.51.100.${i + 1}`;
      const response = await fetch(`${proxy}/api/email/sendContactUsEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
        body: JSON.stringify({
          full_name: 'Visiteur',
          phone_number: '0555123456',
          object: 'Via le proxy',
          message: 'Bonjour',
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('serves the public site through nginx: pages, hashed assets cached, answers compressed', async () => {
    const home = await fetch(`${proxy}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<html[^>]*lang=/);
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const first = await fetch(`${proxy}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('immutable');
    expect(first.headers.get('content-encoding')).toBe('gzip');
  });
});
