// The stable codes of the error answers (common/errors.ts), through the real server: the typical
// refusals of the public and the admin API answer `{ code, message }` with the code the screens
// translate, the status the code stands for, and the field when the refusal is about one input.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../common/errors.ts';
import { ZErrorSchema } from '../../common/schemas/errors.ts';
import { STATUS_OF_CODE } from '../../server/http/error-status.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAs, type LoggedIn } from '../helpers/auth.ts';
import { createProperty } from '../helpers/factories.ts';

let t: TestApp;
let superadmin: LoggedIn;
let agent: LoggedIn;
let hiddenId: number;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [superadmin, agent] = await Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent')]);
  hiddenId = (await createProperty(t.services.db, { name_fr: 'Villa cachée', isVisible: false }))
    .id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Each request from its own address, so no rate limit but the one under test is in the way. */
const fromNewClient = () => {
  client += 1;
  return { 'x-forwarded-for': `10.77.${client >> 8}.${client & 255}` };
};

/** The answer is an error answer with this code, and the status its code stands for. */
function expectCode(response: LightMyRequestResponse, code: string, field?: string): void {
  const label = `${response.statusCode} ${response.body.slice(0, 300)}`;
  const parsed = ZErrorSchema.safeParse(response.json());
  expect(parsed.success, label).toBe(true);
  const body = parsed.data!;
  expect(body.code, label).toBe(code);
  expect(isErrorCode(body.code)).toBe(true);
  expect(response.statusCode, label).toBe(STATUS_OF_CODE[body.code]);
  expect(body.message.length, label).toBeGreaterThan(3);
  if (field !== undefined) expect(body.field, label).toBe(field);
}

describe('public API', () => {
  const get = (url: string) => t.app.inject({ url, headers: fromNewClient() });

  it('400: the first invalid parameter, its code and its field', async () => {
    expectCode(await get('/api/properties?limit=-1'), 'validation.too_small', 'limit');
    expectCode(await get('/api/properties?limit=ten'), 'validation.invalid', 'limit');
    expectCode(await get('/api/properties?order_by=cheapest'), 'validation.invalid', 'order_by');
    expectCode(await get('/api/properties/similar'), 'validation.required', 'property_id');
  });

  it('404: an unknown or hidden property, ad, route', async () => {
    expectCode(await get(`/api/properties/${hiddenId}`), 'property.not_found');
    expectCode(await get('/api/properties/999999'), 'property.not_found');
    expectCode(await get('/api/ads/999999'), 'ad.not_found');
    expectCode(await get('/api/no-such-thing'), 'request.route_not_found');
  });

  it('405 with the methods the path takes, for a path the API has under other methods', async () => {
    const call = (method: 'DELETE' | 'PUT' | 'POST' | 'PATCH', url: string) =>
      t.app.inject({ method, url, headers: fromNewClient() });
    const list = await call('DELETE', '/api/properties?limit=2');
    expectCode(list, 'request.method_not_allowed');
    expect(list.headers.allow).toBe('GET, HEAD');
    const one = await call('PATCH', `/api/properties/${hiddenId}`);
    expectCode(one, 'request.method_not_allowed');
    expect(one.headers.allow).toBe('GET, HEAD');
    expect((await call('PUT', '/api/email/sendContactUsEmail')).headers.allow).toBe('POST');
    // A path the API does not have stays a 404, whatever the method.
    expectCode(await call('DELETE', '/api/no-such-thing'), 'request.route_not_found');
  });

  it('400 on a broken body, 413 on a huge one, 415 on a foreign format', async () => {
    const post = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        headers: { ...fromNewClient(), 'content-type': type },
        payload,
      });
    expectCode(await post('{"full_name": ', 'application/json'), 'request.malformed');
    expectCode(await post('x'.repeat(1_100_000), 'application/json'), 'request.too_large');
    expectCode(await post('<a>x</a>', 'application/xml'), 'request.unsupported_media_type');
  });

  it('400 naming the missing field of a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/sendContactUsEmail',
      headers: fromNewClient(),
      payload: { email: 'a@b.dz', object: 'Visite', message: 'Bonjour' },
    });
    expectCode(response, 'validation.required', 'full_name');
  });

  it('429: past the rate limit of a form', async () => {
    const headers = fromNewClient();
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        headers,
        payload: {},
      });
    }
    expectCode(last!, 'request.throttled');
  });
});

describe('admin API', () => {
  it('401: no token, a bad token, wrong credentials', async () => {
    expectCode(await t.app.inject({ url: '/api/admin/property' }), 'auth.required');
    expectCode(
      await t.app.inject({
        url: '/api/admin/property',
        headers: { authorization: 'Bearer not-a-token' },
      }),
      'auth.session_expired',
    );
    expectCode(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: fromNewClient(),
        payload: { username: superadmin.agent.username, password: 'wrong password here' },
      }),
      'auth.invalid_credentials',
    );
  });

  it('403: an agent on a superadmin route', async () => {
    expectCode(await agent.inject({ url: '/api/admin/agent' }), 'auth.forbidden');
  });

  it('404: the same not-found codes as the public API', async () => {
    expectCode(
      await superadmin.inject({ url: '/api/admin/property/999999' }),
      'property.not_found',
    );
    expectCode(
      await superadmin.inject({ method: 'DELETE', url: '/api/admin/property/999999' }),
      'property.not_found',
    );
    expectCode(await superadmin.inject({ url: '/api/admin/ads/999999' }), 'ad.not_found');
    expectCode(
      await superadmin.inject({ url: '/api/admin/property/999999/duplicates' }),
      'property.not_found',
    );
  });

  it('400: a rule of the domain, with its own code', async () => {
    const response = await superadmin.inject({
      method: 'DELETE',
      url: `/api/admin/agent/${superadmin.agent.id}`,
    });
    expectCode(response, 'agent.self_delete');
    const promo = await superadmin.inject({
      method: 'PATCH',
      url: `/api/admin/property/${hiddenId}`,
      payload: { base_price: 1_000_000, afterpromo_price: 2_000_000 },
    });
    expectCode(promo, 'property.promo_price_too_high', 'afterpromo_price');
  });

  it('429: too many failed logins for one username from one address', async () => {
    const headers = fromNewClient();
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers,
        payload: { username: agent.agent.username, password: `wrong-${attempt}` },
      });
      if (last.statusCode === 429) break;
    }
    expectCode(last!, 'auth.throttled');
  });
});
