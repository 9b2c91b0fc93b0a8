// The real app on a real database for a test file: `app.inject` for API calls, or a real
// listening server through startServer. Follows the fastify/demo test helper habit. The server
// logs at `error` into the error guard: a 5xx a test did not expect fails it.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { parseConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { initializeDatabase } from '../../server/db/seed/index.ts';
import { createServices, type Services } from '../../server/services/index.ts';
import { createMediaStore } from '../../server/storage/index.ts';
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
  const testDb = await createTestDatabase();
  const config = testConfig(testDb, options.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    readUrls: config.DATABASE_READ_URL,
  });
  const media = createMediaStore(config);
  await initializeDatabase(database.db, media, { demo: options.demo ?? true });
  const services = createServices(config, database, media);
  const app = await buildApp({
    services,
    web: options.web ?? 'none',
    ...guardedLogger(options.logStream),
  });
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close().catch(() => {});
      await testDb.drop();
    },
  };
}
