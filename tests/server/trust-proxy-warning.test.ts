// In production, a TRUST_PROXY that trusts whole private networks is pointed out in one log line:
// at start when an operator set it so; with the default (right behind nginx on the same host), at
// the first request that shows a load balancer passing X-Forwarded-For on, and never on a clean
// start. Naming the proxy's address (or a hop count) silences it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

describe('TRUST_PROXY warning at start', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ from: 'empty' });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  /** The warning lines the server logged while starting with `env` (and serving `requests`). */
  async function warningsAtStart(
    env: Record<string, string>,
    requests?: (app: FastifyInstance) => Promise<unknown>,
  ): Promise<string[]> {
    const lines: string[] = [];
    const server = await startServer(
      testConfig(testDb, {
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'a-key-of-at-least-thirty-two-characters',
        ...env,
      }),
      { web: 'none', ...guardedLogger({ write: (line) => lines.push(line) }) },
    );
    await requests?.(server.app);
    await server.close();
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && entry.msg.startsWith('TRUST_PROXY'))
      .map((entry) => entry.msg);
  }

  it('warns at start in production when TRUST_PROXY is set to whole networks', async () => {
    expect(
      await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: 'loopback,10.0.0.0/8' }),
    ).toEqual([expect.stringMatching(/^TRUST_PROXY trusts whole networks \(10\.0\.0\.0\/8\)/)]);
    expect(await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toHaveLength(1);
  }, 120_000);

  it('with the default, says nothing at start, and warns once when a load balancer shows', async () => {
    expect(await warningsAtStart({ NODE_ENV: 'production' })).toEqual([]);
    // nginx on this host (loopback peer) passing a chain on: the default is right, no warning.
    const behindNginx = await warningsAtStart({ NODE_ENV: 'production' }, (app) =>
      app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.2' } }),
    );
    expect(behindNginx).toEqual([]);
    // A private peer passing on what its client claimed: warned once, however many requests.
    const behindBalancer = await warningsAtStart({ NODE_ENV: 'production' }, async (app) => {
      for (let i = 0; i < 3; i++)
        await app.inject({
          url: '/api/health',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        });
    });
    expect(behindBalancer).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY trusts whole networks \(linklocal, uniquelocal\): .*set TRUST_PROXY to the addresses of your proxies/,
      ),
    ]);
  }, 120_000);

  it('is silent with the proxies named, with a hop count, and outside production', async () => {
    expect(
      await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: 'loopback,10.0.3.7' }),
    ).toEqual([]);
    expect(await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: '1' })).toEqual([]);
    expect(await warningsAtStart({ NODE_ENV: 'test' })).toEqual([]);
  }, 120_000);
});
