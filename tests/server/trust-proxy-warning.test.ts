// In production, a TRUST_PROXY that trusts whole private networks (the default) is pointed out
// at start in one log line; naming the proxy's address (or a hop count) silences it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

describe('TRUST_PROXY warning at start', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  /** The warning lines the server logged while starting with `env`. */
  async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
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
    await server.close();
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && entry.msg.startsWith('TRUST_PROXY'))
      .map((entry) => entry.msg);
  }

  it('warns once in production with the default, and with a private CIDR', async () => {
    expect(await warningsAtStart({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY trusts whole networks \(linklocal, uniquelocal\): .*set TRUST_PROXY to the addresses of your proxies/,
      ),
    ]);
    expect(
      await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: 'loopback,10.0.0.0/8' }),
    ).toEqual([expect.stringMatching(/^TRUST_PROXY trusts whole networks \(10\.0\.0\.0\/8\)/)]);
  }, 120_000);

  it('is silent with the proxies named, with a hop count, and outside production', async () => {
    expect(
      await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: 'loopback,10.0.3.7' }),
    ).toEqual([]);
    expect(await warningsAtStart({ NODE_ENV: 'production', TRUST_PROXY: '1' })).toEqual([]);
    expect(await warningsAtStart({ NODE_ENV: 'test' })).toEqual([]);
  }, 120_000);
});
