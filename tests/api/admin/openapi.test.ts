import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../server/auth/jwt-secret.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../server/auth/tokens.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs } from '../../helpers/auth.ts';

describe('admin API in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('documents every admin route with the bearer scheme', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, { security?: unknown; tags?: string[] }>>,
    )) {
      if (!path.startsWith('/api/admin') && path !== '/api/genInfo') continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (path === '/api/genInfo' && method !== 'post') continue;
        documented.push(`${method.toUpperCase()} ${path}`);
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        if (path !== '/api/admin/login') {
          expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
        }
      }
    }
    expect(documented.sort()).toEqual([...EXPECTED].sort());
  });

  it('answers 401 on every route but the login without a valid token', async () => {
    const admin = await loginAs(t, 'superadmin');
    const secret = new TextEncoder().encode(await resolveJwtSecret(t.config));
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ type: 'superadmin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.agent.id))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(secret);
    for (const route of EXPECTED.filter((r) => r !== 'POST /api/admin/login')) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path
        .replace('{id}', '1')
        .replace('{field}', 'isVisible')
        .replace('{list}', 'types');
      const options = { method: method as 'GET', url: `${url}?customName=hero`, payload: {} };
      for (const authorization of [undefined, `Bearer ${expired}`, 'Bearer x.y.z']) {
        const response = await t.app.inject({
          ...options,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${route} ${authorization ?? ''}`).toBe(401);
        expect(response.json().message).toBeTruthy();
      }
    }
  });

  it('answers 403 to an agent on the superadmin routes', async () => {
    const agent = await loginAs(t, 'agent');
    for (const [method, url] of [
      ['GET', '/api/admin/agent'],
      ['POST', '/api/admin/agent/register'],
      ['PATCH', '/api/admin/agent/1/update'],
      ['DELETE', '/api/admin/agent/1'],
      ['POST', '/api/genInfo'],
      // Decision 0037: the agency's lists, ads and site images, and deleting a listing.
      ['DELETE', '/api/admin/property/1'],
      ['POST', '/api/admin/reference/types'],
      ['PATCH', '/api/admin/reference/types/1'],
      ['DELETE', '/api/admin/reference/types/1'],
      ['GET', '/api/admin/ads'],
      ['POST', '/api/admin/ad'],
      ['PATCH', '/api/admin/ads/1'],
      ['DELETE', '/api/admin/ads/1'],
      ['PATCH', '/api/admin/ads/1/toggle/isVisible'],
      ['POST', '/api/admin/upload/static?customName=hero'],
      ['DELETE', '/api/admin/media/1'],
      ['GET', '/api/admin/audit'],
      // Decision 0041: the catalogue import.
      ['POST', '/api/admin/property/import'],
      ['POST', '/api/admin/property/import/1/confirm'],
      ['GET', '/api/admin/property/import/image-hosts'],
      ['PUT', '/api/admin/property/import/image-hosts'],
    ] as const) {
      const response = await agent.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

const EXPECTED = [
  'POST /api/admin/login',
  'GET /api/admin/me',
  'PUT /api/admin/me/password',
  'GET /api/admin/agent',
  'POST /api/admin/agent/register',
  'PATCH /api/admin/agent/{id}/update',
  'DELETE /api/admin/agent/{id}',
  'GET /api/admin/property',
  'POST /api/admin/property',
  'GET /api/admin/property/{id}',
  'PATCH /api/admin/property/{id}',
  'DELETE /api/admin/property/{id}',
  'PATCH /api/admin/property/{id}/toggle/{field}',
  'PATCH /api/admin/property/{id}/verify',
  'POST /api/admin/property/{id}/confirm',
  'GET /api/admin/property/{id}/duplicates',
  'GET /api/admin/property/export',
  'GET /api/admin/property/import/template',
  'POST /api/admin/property/import',
  'POST /api/admin/property/import/{id}/confirm',
  'GET /api/admin/property/import/image-hosts',
  'PUT /api/admin/property/import/image-hosts',
  'GET /api/admin/property/{id}/stats',
  'GET /api/admin/ads',
  'POST /api/admin/ad',
  'GET /api/admin/ads/{id}',
  'PATCH /api/admin/ads/{id}',
  'DELETE /api/admin/ads/{id}',
  'PATCH /api/admin/ads/{id}/toggle/{field}',
  'POST /api/admin/upload',
  'POST /api/admin/upload/static',
  'GET /api/admin/media',
  'DELETE /api/admin/media/{id}',
  'GET /api/admin/stat',
  'GET /api/admin/stat/favorites',
  'GET /api/admin/messages',
  'PATCH /api/admin/messages/{id}/read',
  'DELETE /api/admin/messages/{id}',
  'GET /api/admin/reference/{list}',
  'POST /api/admin/reference/{list}',
  'PATCH /api/admin/reference/{list}/{id}',
  'DELETE /api/admin/reference/{list}/{id}',
  'POST /api/genInfo',
  'GET /api/admin/leads',
  'GET /api/admin/leads/{id}',
  'PATCH /api/admin/leads/{id}',
  'POST /api/admin/leads/{id}/draft-listing',
  'POST /api/admin/leads/{id}/notes',
  'POST /api/admin/leads/{id}/report-link',
  'DELETE /api/admin/leads/{id}/report-link',
  'GET /api/admin/stat/leads',
  'GET /api/admin/audit',
  'GET /api/admin/visits',
  'GET /api/admin/visits/{id}',
  'POST /api/admin/visits/{id}/confirm',
  'PATCH /api/admin/visits/{id}',
];
