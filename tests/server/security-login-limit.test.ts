// The back-office login limits (decision 0013): wrong passwords lock out the address that types
// them and that address's attempts on one username, never the account itself; a username that
// fails from many addresses only waits, up to LOGIN_DELAY_MAX_MS (400 ms here, 3 s by default).
// With REDIS_URL two instances on one Redis (the real server at 127.0.0.1:6379, or
// TEST_REDIS_URL) count the same failures; with Redis gone the counts fall back to memory.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE } from '../../server/api/admin/login.ts';
import { delayForFailures, LOGIN_THROTTLE_DEFAULTS } from '../../server/auth/login-throttle.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestAgent, FIRST_SUPERADMIN } from '../helpers/auth.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Each run counts under its own keys: earlier runs (and other suites) never interfere.
const prefix = `t-${randomUUID().slice(0, 13)}:`;
const MAX_DELAY_MS = 400;
const { maxFailuresPerAddress, maxFailuresPerPair } = LOGIN_THROTTLE_DEFAULTS;

async function postLogin(t: TestApp, username: string, password: string, ip: string) {
  const started = performance.now();
  // The test app trusts loopback proxies (TRUST_PROXY's default), so this is the client address.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
  return { response, ms: performance.now() - started };
}

/** `count` wrong passwords for `username` from each address, the addresses side by side. */
async function failFrom(t: TestApp, username: string, addresses: string[], count: number) {
  const statuses = await Promise.all(
    addresses.map(async (ip) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i++) {
        seen.push((await postLogin(t, username, 'wrong-guess', ip)).response.statusCode);
      }
      return seen;
    }),
  );
  return statuses.flat();
}

const addresses = (base: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${base}.${i + 1}`);

describe('the login limits on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { LOGIN_DELAY_MAX_MS: String(MAX_DELAY_MS) } });
  });
  afterAll(() => t?.close());

  it('does not lock admin out: after wrong passwords from many addresses, the right one logs in', async () => {
    // The first superadmin, made by the start: the account an attacker would aim at.
    const { password } = FIRST_SUPERADMIN;
    // 16 failures from 4 addresses, each below its own limits.
    const statuses = await failFrom(t, 'admin', addresses('198.51.100', 4), 4);
    expect(statuses).toEqual(Array(16).fill(401));
    const { response, ms } = await postLogin(t, 'admin', password, '198.51.100.200');
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('superadmin');
    // The username under attack slowed down: this login waited the whole cap.
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
  });

  it('refuses an address that keeps failing, on any account, with Retry-After', async () => {
    const { agent, password } = await createTestAgent(t, 'agent');
    const ip = '203.0.113.5';
    for (let i = 0; i < maxFailuresPerAddress; i++) {
      // A different username each time: only the address's own count can stop it.
      expect((await postLogin(t, `nobody-${i}`, 'wrong-guess', ip)).response.statusCode).toBe(401);
    }
    const { response } = await postLogin(t, agent.username, password, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Trop de tentatives de connexion/);
    // The failure window (15 minutes), not the per-minute attempt limit.
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
    expect((await postLogin(t, agent.username, password, '203.0.113.6')).response.statusCode).toBe(
      200,
    );
  });

  it('refuses one address its attempts on one username, not the account elsewhere', async () => {
    const { agent, password } = await createTestAgent(t, 'agent');
    const ip = '192.0.2.7';
    expect(await failFrom(t, agent.username, [ip], maxFailuresPerPair)).toEqual(
      Array(maxFailuresPerPair).fill(401),
    );
    const refused = (await postLogin(t, agent.username, password, ip)).response;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // The same address may still log in to another account (it has failed 5 times, not 10).
    const other = await createTestAgent(t, 'agent');
    expect((await postLogin(t, other.agent.username, other.password, ip)).response.statusCode).toBe(
      200,
    );
    expect((await postLogin(t, agent.username, password, '192.0.2.8')).response.statusCode).toBe(
      200,
    );
  });

  it('never slows a successful login beyond the cap, however many failures', async () => {
    const { agent, password } = await createTestAgent(t, 'agent');
    // 30 failures: uncapped, the wait would have doubled to 50 ms × 2^24 (about 10 days).
    const statuses = await failFrom(t, agent.username, addresses('198.18.0', 6), 5);
    expect(statuses).toEqual(Array(30).fill(401));
    const { response, ms } = await postLogin(t, agent.username, password, '198.18.1.1');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
    // The cap plus the password check, with room for a busy machine.
    expect(ms).toBeLessThan(MAX_DELAY_MS + 5000);
  }, 60_000);

  it('documents the default waits: none for 5 failures, then 375 ms doubling up to 3 s', () => {
    const waits = [5, 6, 7, 8, 9, 50].map((n) => delayForFailures(n, LOGIN_THROTTLE_DEFAULTS));
    expect(waits).toEqual([0, 375, 750, 1500, 3000, 3000]);
  });
});

describe('the login limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const env = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOGIN_DELAY_MAX_MS: String(MAX_DELAY_MS),
    };
    // One after the other: two starts side by side can overrun Fastify's plugin timeout on a
    // busy machine.
    first = await createTestApp({ demo: false, env });
    second = await createTestApp({ demo: false, env });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** The same account on both instances (each test app has its own database). */
  async function sharedAgent() {
    const username = `shared-${randomUUID().slice(0, 8)}`;
    const { password } = await createTestAgent(first, 'agent', { username });
    await createTestAgent(second, 'agent', { username, password });
    return { username, password };
  }

  it('counts an address failing on either instance', async () => {
    const { username, password } = await sharedAgent();
    const ip = '203.0.113.40';
    for (let i = 0; i < maxFailuresPerAddress; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await postLogin(instance, `nobody-${i}`, 'x', ip)).response.statusCode).toBe(401);
    }
    // Five failures went to each instance: only a shared count refuses.
    for (const instance of [first, second]) {
      const { response } = await postLogin(instance, username, password, ip);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
    }
    const key = `${prefix}login-addr:${ip}`;
    expect(await redis.get(key)).toBe(String(maxFailuresPerAddress));
    expect(await redis.pttl(key)).toBeGreaterThan(0);
  });

  it('counts a (username, address) pair on either instance, and forgets it after a success', async () => {
    const { username, password } = await sharedAgent();
    const ip = '203.0.113.41';
    for (let i = 0; i < maxFailuresPerPair; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await postLogin(instance, username, 'wrong', ip)).response.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      expect((await postLogin(instance, username, password, ip)).response.statusCode).toBe(429);
    }
    expect((await postLogin(second, username, password, '203.0.113.42')).response.statusCode).toBe(
      200,
    );
    // A success clears its own pair's count, in Redis for every instance.
    await postLogin(first, username, 'wrong', '203.0.113.43');
    expect(await redis.exists(`${prefix}login-pair:${username}:203.0.113.43`)).toBe(1);
    expect((await postLogin(second, username, password, '203.0.113.43')).response.statusCode).toBe(
      200,
    );
    expect(await redis.exists(`${prefix}login-pair:${username}:203.0.113.43`)).toBe(0);
  });

  it('slows a username down on every instance when it fails on one', async () => {
    const { username, password } = await sharedAgent();
    // 9 failures on the first instance: the fourth past the free ones waits the whole cap.
    expect(await failFrom(first, username, addresses('198.51.100', 3), 3)).toEqual(
      Array(9).fill(401),
    );
    expect(await redis.get(`${prefix}login-user:${username}`)).toBe('9');
    const { response, ms } = await postLogin(second, username, password, '198.51.100.99');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
  });

  it('counts the attempts of one address per minute across both instances', async () => {
    const { username, password } = await sharedAgent();
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP_PER_MINUTE + 2; i++) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await postLogin(instance, username, password, ip)).response.statusCode);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LOGIN_ATTEMPTS_PER_IP_PER_MINUTE)).toEqual([429, 429]);
    expect((await postLogin(second, username, password, '203.0.113.78')).response.statusCode).toBe(
      200,
    );
  }, 60_000);
});

describe('the login limits without a shared store', () => {
  it('counts per process without REDIS_URL', async () => {
    const a = await createTestApp({ demo: false });
    const b = await createTestApp({ demo: false });
    try {
      const username = 'local-count';
      const { password } = await createTestAgent(a, 'agent', { username });
      await createTestAgent(b, 'agent', { username, password });
      await failFrom(a, username, ['192.0.2.20'], maxFailuresPerPair);
      expect((await postLogin(a, username, password, '192.0.2.20')).response.statusCode).toBe(429);
      expect((await postLogin(b, username, password, '192.0.2.20')).response.statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);

  it('keeps logins working, and limited, when Redis does not answer', async () => {
    // Nothing listens on port 1: every Redis call fails.
    const t = await createTestApp({
      demo: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix },
    });
    const started = Date.now();
    try {
      const { agent, password } = await createTestAgent(t, 'agent');
      expect((await postLogin(t, agent.username, password, '192.0.2.60')).response.statusCode).toBe(
        200,
      );
      expect(await failFrom(t, agent.username, ['192.0.2.61'], maxFailuresPerPair)).toEqual(
        Array(maxFailuresPerPair).fill(401),
      );
      expect((await postLogin(t, agent.username, password, '192.0.2.61')).response.statusCode).toBe(
        429,
      );
      expect((await postLogin(t, agent.username, password, '192.0.2.62')).response.statusCode).toBe(
        200,
      );
      // Degraded, not stuck: eight logins, each waiting at most for the store's timeouts.
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await t.close();
    }
  }, 120_000);
});
