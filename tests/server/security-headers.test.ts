// Security headers, cookies, proxy trust, secrets in configuration and in logs, through the real
// app (docs/security.md). The production page policy (nonce-only scripts) is also proved in the
// browser on the production build: tests/e2e/security/csp.spec.ts.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import {
  API_POLICY,
  pagePolicy,
  PERMISSIONS_POLICY,
  tileSources,
} from '../../server/http/security-headers.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestAgent } from '../helpers/auth.ts';
import { guardedLogger } from '../helpers/error-guard.ts';
import { runProcess, stderrLines, type Finished } from '../helpers/processes.ts';

// The entry point refusing a production start without JWT_SECRET is a process of its own, begun
// before the other tests: it starts beside the development server instead of after it.
let missingSecretStart: Promise<Finished>;
beforeAll(() => {
  missingSecretStart = runProcess('server/main.ts', [], {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://127.0.0.1:1/none',
    JWT_SECRET: '',
  });
  // Awaited by its test; a run that skips that test must not report it unhandled.
  missingSecretStart.catch(() => {});
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) found.set(name, values);
  }
  return found;
}

describe('headers of the API, the media and the docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('answers JSON with a policy that allows nothing and the usual hardening headers', async () => {
    for (const url of ['/api/health', '/api/properties', '/api/nope', '/media/no/such.webp']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(API_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('lists only Permissions-Policy features browsers know, as docs/security.md says', async () => {
    // Chromium's Permissions-Policy features that we turn off or limit; a name outside them
    // (`bluetooth`) makes Chromium print a warning on every page.
    const known = new Set([
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'browsing-topics',
    ]);
    const header = (await t.app.inject({ url: '/api/health' })).headers['permissions-policy'];
    const features = String(header)
      .split(', ')
      .map((directive) => directive.split('=')[0]!);
    expect(features.filter((feature) => !known.has(feature))).toEqual([]);
    // Every feature is off but the location, the site's own.
    expect(String(header)).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
    const docs = await readFile(new URL('../../docs/security.md', import.meta.url), 'utf8');
    expect(docs).toContain(`| \`Permissions-Policy\` | \`${String(header)}\` |`);
  });

  it('sends HSTS only when the request came over TLS (through a trusted proxy)', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The proxy (here on loopback, trusted by default) says the client used HTTPS.
    const tls = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A client on the internet cannot claim it.
    const spoofed = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts a direct client by its own address whatever X-Forwarded-For it sends', async () => {
    const contact = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { full_name: 'Test', email: 'test@example.dz', object: 'Hi', message: 'Hello' },
      });
    const direct: number[] = [];
    for (let i = 0; i < 6; i++)
      direct.push((await contact('203.0.113.10', `10.9.9.${i}`)).statusCode);
    expect(direct).toEqual([201, 201, 201, 201, 201, 429]);
    // Behind a proxy on a private network, each forwarded client counts apart.
    const proxied: number[] = [];
    for (let i = 0; i < 6; i++)
      proxied.push((await contact('10.0.0.2', `198.51.100.${i}`)).statusCode);
    expect(proxied).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('gives the API reference page its own policy', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the pages (development server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, web: 'development' });
  }, 120_000);
  afterAll(() => t.close());

  it('answer a policy naming what the pages load: tiles, the video player, nothing else', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // Vite's dev server evaluates modules and an inline preamble: relaxed there only.
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('remembers ?lang= in an HttpOnly, SameSite cookie, Secure over TLS', async () => {
    const plain = await t.app.inject({ url: '/?lang=ar' });
    const cookie = String(plain.headers['set-cookie']);
    expect(cookie).toMatch(/^language=ar;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const tls = await t.app.inject({ url: '/?lang=en', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(tls.headers['set-cookie'])).toMatch(/; Secure$/);
    expect(
      directives(tls.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(false);
  });
});

describe('the production page policy', () => {
  const policy = (secure = false, tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png') =>
    directives(pagePolicy({ mode: 'production', nonce: 'abc123', tileUrl, secure }));

  it('runs only the scripts of the site and those carrying the nonce', () => {
    expect(policy().get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy().get('script-src-attr')).toEqual(["'none'"]);
    expect(policy().has('upgrade-insecure-requests')).toBe(false);
    expect(policy(true).has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows the map tiles of MAP_TILE_URL, whatever their form', () => {
    expect(tileSources('https://{s}.tile.example.dz/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.dz',
    ]);
    expect(tileSources('http://tiles.local:8080/{z}/{x}/{y}.png')).toEqual([
      'http://tiles.local:8080',
    ]);
    expect(tileSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(policy(false, '/tiles/{z}/{x}/{y}.png').get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });
});

describe('secrets', () => {
  it('stops a production start on PostgreSQL without JWT_SECRET, with one clear line', async () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' }),
    ).toThrow(/^Invalid configuration: JWT_SECRET must be set in production/);
    const result = await missingSecretStart;
    expect(result.code).toBe(1);
    expect(stderrLines(result)).toEqual([
      expect.stringMatching(/^Invalid configuration: JWT_SECRET must be set/),
    ]);
  }, 90_000);

  it('accepts production with a JWT_SECRET, and development without one', () => {
    const secret = 'x'.repeat(40);
    expect(
      parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/p', JWT_SECRET: secret })
        .JWT_SECRET,
    ).toBe(secret);
    expect(parseConfig({ DATABASE_URL: 'postgres://db/p' }).JWT_SECRET).toBeUndefined();
  });

  it('rejects a TRUST_PROXY that is not one', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'all the things!' })).toThrow(/TRUST_PROXY/);
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseConfig({}).TRUST_PROXY).toBe('loopback,linklocal,uniquelocal');
  });

  it('never writes a password, a token or a cookie to the log', async () => {
    const lines: string[] = [];
    const base = await createTestApp({ demo: false });
    // The same services, with a log at the most talkative level written to memory.
    const log = createLogger(
      { LOG_LEVEL: 'trace' },
      guardedLogger({ write: (line) => void lines.push(line) }),
    );
    const app = await buildApp({ services: { ...base.services, log } });
    try {
      const { agent, password } = await createTestAgent(base, 'superadmin');
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: agent.username, password },
        headers: { cookie: 'language=fr; session=cookie-secret-value' },
      });
      expect(login.statusCode).toBe(200);
      const { token } = login.json<{ token: string }>();
      const me = await app.inject({
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: agent.username, password: 'wrong-password-123' },
      });
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(3);
      for (const secret of [password, 'wrong-password-123', token, 'cookie-secret-value']) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain(token.split('.')[2]!);
    } finally {
      await app.close();
      await base.close();
    }
  }, 120_000);
});
