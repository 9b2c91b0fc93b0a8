// The real app on a real database for a test file, assembled the one way the server is
// (server/assemble.ts: media store, migrations, seed, trust backfill, first superadmin, services,
// app), on a copy of the run's template database: `app.inject` for API calls, or a real
// listening server through startServer. Follows the fastify/demo test helper habit. The server
// logs at `error` into the error guard: a 5xx a test did not expect fails it.
import type { FastifyInstance } from 'fastify';
import { assemble } from '../../server/assemble.ts';
import { parseConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import type { Services } from '../../server/services/index.ts';
import type { WebMode } from '../../server/web/plugin.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { guardedLogger } from './error-guard.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(testDb: TestDatabase, env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    ...testDb.env,
    ...env,
  });
}

export async function createTestApp(
  options: {
    demo?: boolean;
    web?: WebMode;
    env?: Record<string, string>;
    /** Receives the request log (at LOG_LEVEL, `error` unless env says otherwise). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const demo = options.demo ?? true;
  const testDb = await createTestDatabase({ from: demo ? 'demo' : 'empty' });
  const config = testConfig(testDb, { SEED_DEMO: String(demo), ...options.env });
  const assembled = await assemble(config, {
    web: options.web ?? 'none',
    ...guardedLogger(options.logStream),
  }).catch(async (error: unknown) => {
    await testDb.drop();
    throw error;
  });
  await assembled.app.ready();
  return {
    app: assembled.app,
    services: assembled.services,
    database: assembled.database,
    config,
    close: async () => {
      await assembled.close().catch(() => {});
      await testDb.drop();
    },
  };
}
