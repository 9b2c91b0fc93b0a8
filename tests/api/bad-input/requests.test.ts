// Bad requests of every other kind, through the real server: oversized bodies (413), malformed
// JSON, wrong types, absurd page/limit values, path traversal in media paths and upload names,
// and hostile text in valid bodies (stored verbatim, as text). Every refusal is a clear 4xx and
// stores nothing.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { multipart, testPng } from '../../helpers/multipart.ts';
import {
  databaseFingerprint,
  expectClear4xx,
  HOSTILE_STRINGS,
  reportTally,
} from './clear-answer.ts';

let t: TestApp;
let admin: LoggedIn;
let client = 0;
let before: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  before = await databaseFingerprint(t.services.db);
}, 120_000);
afterAll(async () => {
  reportTally('requests');
  await t?.close();
});

/** A request as the superadmin, from its own address (no rate limit in the way). */
function send(options: {
  method?: string;
  url: string;
  body?: string | Buffer;
  payload?: object;
  headers?: Record<string, string>;
}) {
  client += 1;
  return t.app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: options.url,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'x-forwarded-for': `10.200.${client >> 8}.${client & 255}`,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const JSON_ROUTES = [
  ['POST', '/api/email/sendContactUsEmail'],
  ['POST', '/api/admin/login'],
  ['POST', '/api/admin/property'],
  ['PATCH', '/api/admin/property/1'],
  ['POST', '/api/admin/ad'],
  ['POST', '/api/admin/agent/register'],
  ['POST', '/api/admin/reference/types'],
  ['POST', '/api/genInfo'],
] as const;

describe('bodies', () => {
  it('answers 413 to a body over 1 MB', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(1_100_000) });
    for (const [method, url] of JSON_ROUTES) {
      expectClear4xx(await send({ method, url, body: huge }), `${method} ${url}`, 413);
    }
  });

  it('answers 400 to malformed JSON, whatever its shape', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const bodies = [
      '{"full_name": ',
      '{full_name: "x"}',
      '',
      'null',
      '"just a string"',
      '[1, 2, 3]',
      '{"a": 1,}',
      '{"__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"isAdmin": true}}}',
      deep,
    ];
    for (const [method, url] of JSON_ROUTES) {
      for (const body of bodies) {
        expectClear4xx(await send({ method, url, body }), `${method} ${url} ${body.slice(0, 30)}`);
      }
    }
    // Nothing reached an object's prototype.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers 415 to a body in a format the API does not read, 400 to plain text', async () => {
    for (const [method, url] of JSON_ROUTES) {
      const xml = await send({
        method,
        url,
        headers: { 'content-type': 'application/xml' },
        body: '<full_name>x</full_name>',
      });
      expectClear4xx(xml, `${method} ${url} xml`, 415);
      const text = await send({
        method,
        url,
        headers: { 'content-type': 'text/plain' },
        body: 'full_name=x',
      });
      expectClear4xx(text, `${method} ${url} text`, 400);
    }
  });

  it('answers 400 to wrong types in every kind of field', async () => {
    const cases: [string, string, object][] = [
      [
        'POST',
        '/api/email/sendContactUsEmail',
        { full_name: 12, email: ['a@b.dz'], object: {}, message: true },
      ],
      [
        'POST',
        '/api/email/sendContactUsEmail',
        { full_name: 'A', email: 'a@b.dz', object: 'S', message: { $gt: '' } },
      ],
      ['POST', '/api/admin/login', { username: { $ne: null }, password: { $ne: null } }],
      ['POST', '/api/admin/login', { username: ['admin'], password: 1234567890 }],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 'abc' },
      ],
      ['POST', '/api/admin/property', { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: -1 }],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 1e308 },
      ],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 1, latitude: 'NaN' },
      ],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 1, property_types: ['1 OR 1=1'] },
      ],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 1, property_types: [1.5] },
      ],
      [
        'POST',
        '/api/admin/property',
        { name_fr: 'A', name_en: 'A', name_ar: 'A', base_price: 1, images: ['../../etc/passwd'] },
      ],
      ['POST', '/api/admin/ad', { name_fr: ['A'] }],
      ['POST', '/api/admin/ad', { name_fr: 'A', bannerImage: 'https://evil.example/x.png' }],
      ['POST', '/api/admin/ad', { name_fr: 'A', urlLink: 'javascript:alert(1)' }],
      [
        'POST',
        '/api/admin/agent/register',
        { username: 'new-agent', password: 'long-enough-pass', type: 'root' },
      ],
      ['POST', '/api/admin/reference/types', { name_fr: 7, name_en: 'x', name_ar: 'x' }],
      ['POST', '/api/genInfo', { latitude: 'north', longitude: 3 }],
    ];
    for (const [method, url, payload] of cases) {
      expectClear4xx(
        await send({ method, url, payload }),
        `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`,
        400,
      );
    }
  });
});

describe('query values', () => {
  it('answers 400 to absurd page and limit values', async () => {
    const lists = [
      '/api/properties',
      '/api/banner',
      '/api/admin/property',
      '/api/admin/ads',
      '/api/admin/agent',
      '/api/admin/messages',
      '/api/admin/media',
    ];
    const values = [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=1e400',
      'page=99999999999999999999',
      'page=9007199254740993',
      'limit=0',
      'limit=-5',
      'limit=abc',
      'limit=1e400',
    ];
    for (const url of lists) {
      for (const query of values) {
        expectClear4xx(await send({ url: `${url}?${query}` }), `${url}?${query}`, 400);
      }
    }
  });

  it('caps a huge limit instead of answering a huge page (a documented choice)', async () => {
    const response = await send({ url: '/api/properties?limit=1000000000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().limit).toBeLessThanOrEqual(100);
  });

  it('answers 400 to wrong types in search filters', async () => {
    for (const query of [
      'min_price=abc',
      'min_price=1e400',
      'max_price=-1e400',
      'property_type_id=1,abc',
      'property_type_id=1%20OR%201=1',
      'min_lat=91',
      'wilayas=99',
      'order_by=price;drop',
      'locale=xx',
      'ispromo=maybe',
    ]) {
      expectClear4xx(await send({ url: `/api/properties?${query}` }), query, 400);
    }
  });

  it('answers 400 to a day that does not exist in every date filter, never rolling it over', async () => {
    const filters = [
      '/api/admin/leads?from=',
      '/api/admin/leads?to=',
      '/api/admin/audit?from=',
      '/api/admin/audit?to=',
      '/api/admin/visits?date=',
      '/api/admin/property/1/stats?from=',
    ];
    const days = [
      '0000-00-00',
      '0000-01-01',
      '2026-13-01',
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
    ];
    for (const filter of filters) {
      for (const day of days) {
        const response = await send({ url: `${filter}${day}` });
        expectClear4xx(response, `${filter}${day}`, 400);
        expect(response.json().message, `${filter}${day}`).toMatch(/date/);
      }
    }
    // A real leap day is a day.
    expect((await send({ url: '/api/admin/leads?from=2024-02-29' })).statusCode).toBe(200);
  });
});

/** A multipart upload as the superadmin. */
function upload(url: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
  });
}

describe('paths', () => {
  it('never serves a file outside the media store, however the path is written', async () => {
    // A secret beside the media directory: what a traversal would be after.
    await writeFile(path.join(t.config.DATA_DIR, 'secret.txt'), 'TOP-SECRET');
    const attempts = [
      '/media/..%2fsecret.txt',
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e/secret.txt',
      '/media/%2e%2e%2fsecret.txt',
      '/media/..%5csecret.txt',
      '/media/....//secret.txt',
      '/media/%252e%252e%252fsecret.txt',
      '/media/2026/..%2f..%2fsecret.txt',
      '/media//etc/passwd',
      '/media/%00secret.txt',
      '/media/secret.txt%00.webp',
      '/media/%c0%ae%c0%ae/secret.txt',
      '/media/' + '../'.repeat(10) + 'etc/passwd',
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('TOP-SECRET');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('refuses an upload name that is a path, and never lets a file name choose where it goes', async () => {
    const png = await testPng(20, 20);
    for (const name of ['../../hero', '..%2F..%2Fhero', '%00', '/etc/passwd', 'a\\b', '%2e%2e']) {
      const response = await upload(`/api/admin/upload/static?customName=${name}`, [
        { filename: 'x.png', data: png },
      ]);
      expectClear4xx(response, name, 400);
    }
    // The file's own name is only remembered as its original name: the stored path is the server's.
    const uploaded = await upload('/api/admin/upload', [
      { filename: '../../../etc/evil.png', data: png },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const [file] = uploaded.json().files;
    expect(file.status).toBe('ok');
    expect(file.path).toMatch(/^\/media\/\d{4}\/[0-9a-f]+$/);
  });

  it('answers 413 to more files than one upload may hold', async () => {
    const png = await testPng(4, 4);
    const parts = Array.from({ length: 21 }, (_, i) => ({ filename: `${i}.png`, data: png }));
    const response = await upload('/api/admin/upload', parts);
    expectClear4xx(response, '21 files', 413);
  });
});

describe('what was refused stored nothing', () => {
  it('leaves every table as it was, except the one image uploaded on purpose', async () => {
    const after = await databaseFingerprint(t.services.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(['media']);
    // One image: the upload of 21 files was refused whole.
    expect((await send({ url: '/api/admin/media?limit=1' })).json().total).toBe(1);
  });
});

describe('hostile text in valid requests', () => {
  it('stores a contact message character for character, as text', async () => {
    for (const hostile of HOSTILE_STRINGS.filter((s) => !s.includes('\u0000') && s.length < 1000)) {
      const response = await send({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        payload: {
          full_name: hostile.slice(0, 100),
          email: 'a@example.dz',
          object: hostile,
          message: hostile,
        },
      });
      expect(response.statusCode, hostile).toBe(201);
    }
    const inbox = (await send({ url: '/api/admin/messages?limit=100' })).json<{
      data: { object: string; message: string }[];
    }>();
    for (const hostile of HOSTILE_STRINGS.filter((s) => !s.includes('\u0000') && s.length < 1000)) {
      expect(
        inbox.data.some((m) => m.object === hostile && m.message === hostile),
        hostile,
      ).toBe(true);
    }
    // The properties table is still there, whole.
    expect((await send({ url: '/api/admin/property' })).statusCode).toBe(200);
  });

  it('stores a property whose texts look like SQL and markup, and finds it by them', async () => {
    const name = "Villa'); DROP TABLE properties; -- <script>alert(1)</script>";
    const created = await send({
      method: 'POST',
      url: '/api/admin/property',
      payload: {
        name_fr: name,
        name_en: name,
        name_ar: name,
        base_price: 1000,
        description_fr: "' OR 1=1 --",
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const read = (await send({ url: `/api/admin/property/${id}` })).json();
    expect(read.name_fr).toBe(name);
    expect(read.description_fr).toBe("' OR 1=1 --");
    const found = await t.app.inject({
      url: `/api/properties?text=${encodeURIComponent('DROP TABLE')}`,
    });
    expect(found.json().total).toBe(1);
  });
});
