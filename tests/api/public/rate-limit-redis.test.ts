// With REDIS_URL, the public rate limits are shared by every instance of the app: two apps on
// the same Redis count one client's contact messages together. Needs a Redis server
// (TEST_REDIS_URL, default redis://127.0.0.1:6379); skipped when none answers.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const available = await redisAnswers();

describe.skipIf(!available)('public rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp({ demo: false, env: { REDIS_URL: redisUrl } }),
      createTestApp({ demo: false, env: { REDIS_URL: redisUrl } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts one client across two instances', async () => {
    // A fresh address each run: earlier runs' counts live in Redis for a minute.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const post = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        headers: { 'x-forwarded-for': ip },
        payload: {
          full_name: 'Test',
          email: 'test@example.dz',
          object: 'Shared limit',
          message: 'Hello',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post(first)).statusCode, (await post(second)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
