// The back-office login limits with REDIS_URL: two instances of the app on one Redis (the real
// server at 127.0.0.1:6379, or TEST_REDIS_URL) count the same failed attempts, per username and
// per client address. Without Redis each process counts alone; with Redis gone, the login still
// works and the per-username limit falls back to the process's memory.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE } from '../../server/api/admin/login.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestAgent } from '../helpers/auth.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Each run counts under its own keys: earlier runs (and other suites) never interfere.
const prefix = `t-${randomUUID().slice(0, 13)}:`;

function postLogin(t: TestApp, username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('the login limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    [first, second] = await Promise.all([
      createTestApp({ demo: false, env }),
      createTestApp({ demo: false, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('blocks a username after 5 failures made on either instance', async () => {
    // The same account on both instances (each test app has its own database).
    const username = `shared-${randomUUID().slice(0, 8)}`;
    const { password } = await createTestAgent(first, 'agent', { username });
    await createTestAgent(second, 'agent', { username, password });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push(
        (await postLogin(instance, username, 'wrong', `198.51.100.${i + 1}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Three failures went to the first instance, two to the second: only a shared count blocks.
    for (const instance of [first, second]) {
      const blocked = await postLogin(instance, username, password, '198.51.100.50');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Trop de tentatives/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The count lives in Redis, under this deployment's prefix, with an expiry.
    const key = `${prefix}login-user:${username}`;
    expect(await redis.get(key)).toBe('5');
    expect(await redis.pttl(key)).toBeGreaterThan(0);
  });

  it('counts one client address across both instances', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP_PER_MINUTE + 2; i++) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await postLogin(instance, `nobody-${i}`, 'x', ip)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_ATTEMPTS_PER_IP_PER_MINUTE)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await postLogin(second, 'nobody', 'x', '203.0.113.78')).statusCode).toBe(401);
  });

  it("forgets a username's failures after a successful login, on every instance", async () => {
    const username = `reset-${randomUUID().slice(0, 8)}`;
    const { password } = await createTestAgent(first, 'agent', { username });
    await createTestAgent(second, 'agent', { username, password });
    for (let i = 0; i < 4; i++) await postLogin(first, username, 'wrong', `192.0.2.${i + 1}`);
    expect((await postLogin(second, username, password, '192.0.2.10')).statusCode).toBe(200);
    expect(await redis.exists(`${prefix}login-user:${username}`)).toBe(0);
  });
});

describe('the login limits without a shared store', () => {
  it('counts per process without REDIS_URL', async () => {
    const [a, b] = await Promise.all([
      createTestApp({ demo: false }),
      createTestApp({ demo: false }),
    ]);
    try {
      const username = 'local-count';
      const { password } = await createTestAgent(a, 'agent', { username });
      await createTestAgent(b, 'agent', { username, password });
      for (let i = 0; i < 5; i++) await postLogin(a, username, 'wrong', `192.0.2.${i + 20}`);
      expect((await postLogin(a, username, password, '192.0.2.40')).statusCode).toBe(429);
      expect((await postLogin(b, username, password, '192.0.2.41')).statusCode).toBe(200);
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
      expect((await postLogin(t, agent.username, password, '192.0.2.60')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await postLogin(t, agent.username, 'wrong', '192.0.2.61')).statusCode).toBe(401);
      }
      expect((await postLogin(t, agent.username, password, '192.0.2.62')).statusCode).toBe(429);
      // Degraded, not stuck: seven logins, each waiting at most for the store's timeouts.
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await t.close();
    }
  }, 120_000);
});
