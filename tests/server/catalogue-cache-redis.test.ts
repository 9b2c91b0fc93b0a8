// With REDIS_URL the catalogue cache is shared: two instances of the app on one database and one
// Redis (the real server at 127.0.0.1:6379, or TEST_REDIS_URL) — the second serves the answer
// the first computed, a change of the catalogue is seen by both at once, and an instance whose
// Redis does not answer still answers its visitors and says so in its log. Each instance is built
// the one way (createServices): its cache is shared from its first answer, nothing switches it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWilayaCount } from '../../common/schemas/reference.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createLogger } from '../../server/logger.ts';
import { catalogueCache } from '../../server/services/search/catalogue-cache.ts';
import { createServices } from '../../server/services/index.ts';
import { createMediaStore } from '../../server/storage/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty } from '../helpers/factories.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Each run keeps its answers under its own keys: earlier runs and other suites never interfere.
const prefix = `t-${randomUUID().slice(0, 13)}:`;
const ORAN = 31;

let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | undefined;
let redis: Redis;

/** A second instance of the app on the first one's database and Redis, with its own memory. */
async function secondInstance(): Promise<FastifyInstance> {
  const { config, database } = first;
  let shared: Database;
  if (config.DATABASE_URL) {
    shared = secondDatabase = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
  } else {
    // The embedded database can be opened by one process only: a second handle on it stands for
    // the second process (the memory cache is kept per handle).
    shared = { ...database, db: Object.create(database.db) as Database['db'] };
  }
  const app = await buildApp({
    services: createServices(config, shared, createMediaStore(config), {
      log: createLogger(config, guardedLogger()),
    }),
  });
  await app.ready();
  return app;
}

const oranCount = async (app: FastifyInstance) => {
  const response = await app.inject({ url: '/api/properties/wilaya' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TWilayaCount[] }).data.find((w) => w.id === ORAN)?.count;
};

beforeAll(async () => {
  first = await createTestApp({
    demo: false,
    env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
  });
  for (let i = 0; i < 3; i++) await createProperty(first.services.db, { wilaya_id: ORAN });
  second = await secondInstance();
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(keys);
  await redis.quit();
});

describe('the catalogue cache shared through Redis', () => {
  it('serves the second instance the answer the first one computed', async () => {
    expect(await oranCount(first.app)).toBe(3);
    const version = await catalogueCache(first.services.db).version();
    // The key names the sold and rented statuses the counts leave out (decision 0072).
    const keys = await redis.keys(`${prefix}catalogue:${version}:wilaya-counts*`);
    expect(keys, 'the first instance stored its answer in Redis').toHaveLength(1);
    const key = keys[0]!;
    const stored = await redis.get(key);
    expect(stored, 'the first instance stored its answer in Redis').toBeTruthy();
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    // Marked so that only an answer read from Redis can show it: the second instance has never
    // counted, and counting would give 3.
    const marked = (JSON.parse(stored!) as { wilaya_id: number; n: number }[]).map((row) =>
      row.wilaya_id === ORAN ? { ...row, n: 77 } : row,
    );
    await redis.set(key, JSON.stringify(marked), 'PX', 60_000);
    expect(await oranCount(second)).toBe(77);
  });

  it('shows a change of the catalogue on both instances at once', async () => {
    await createProperty(first.services.db, { wilaya_id: ORAN });
    expect(await oranCount(second)).toBe(4);
    expect(await oranCount(first.app)).toBe(4);
  });

  it('keeps answering when Redis does not answer', async () => {
    // Nothing listens on port 1: the instance starts, and every answer is computed in memory.
    const lines: string[] = [];
    const alone = await createTestApp({
      demo: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await createProperty(alone.services.db, { wilaya_id: ORAN });
      const started = performance.now();
      expect(await oranCount(alone.app)).toBe(1);
      const list = await alone.app.inject({ url: '/api/properties' });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total).toBe(1);
      // No wait on the missing server: the cache skips Redis while it is not connected.
      expect(performance.now() - started).toBeLessThan(2000);
      // The operator sees why: JSON warnings of the server's log, the error under `err`.
      const redisWarning = () =>
        lines
          .map((line) => JSON.parse(line) as { level: number; msg: string; err?: object })
          .find((entry) => entry.msg === 'redis');
      for (let i = 0; i < 40 && !redisWarning(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(redisWarning()).toMatchObject({
        level: 40,
        err: { message: expect.stringMatching(/ECONNREFUSED/), stack: expect.any(String) },
      });
    } finally {
      await alone.close();
    }
  });
});
