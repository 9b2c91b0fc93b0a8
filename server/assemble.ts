// Everything a start does before it listens, in order: the media store, the database (migrated),
// the first-start seed, the trust backfill, the first superadmin, the logger, the services (with
// the process's one Redis connection and the caches built on it), the app. One way to build the real app: start.ts listens on it, the
// tests call it with app.inject, and the test suite's template database is prepared by
// prepareData alone. Closing goes the other way: the app (requests in flight finish, then Redis
// closes), then the database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { initializeDatabase, type SeedResult } from './db/seed/index.ts';
import type { ServerTimeouts } from './http/timeouts.ts';
import { createLogger, type LoggerOptions } from './logger.ts';
import { closeRedis } from './redis.ts';
import { ensureFirstSuperadmin, type CreatedAdmin } from './services/agency/bootstrap-admin.ts';
import { createServices, type Services } from './services/index.ts';
import { backfillTrustColumns } from './services/trust/backfill.ts';
import { backfillPropertyCommunes } from './services/listings/commune-backfill.ts';
import { createMediaStore, prepareMediaStore } from './storage/index.ts';
import type { MediaStore } from './storage/store.ts';
import type { WebMode } from './web/plugin.ts';

export interface PreparedData {
  database: Database;
  media: MediaStore;
  seed: SeedResult;
  admin: CreatedAdmin | null;
}

/**
 * The data a start needs, ready: database opened and migrated, the first start's seed (the demo
 * catalogue when SEED_DEMO), trust columns and older listings' communes filled, the first
 * superadmin. The database is closed again if a step fails.
 */
export async function prepareData(config: Config): Promise<PreparedData> {
  await prepareMediaStore(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    readUrls: config.DATABASE_READ_URL,
  });
  try {
    const media = createMediaStore(config);
    const seed = await initializeDatabase(database.db, media, { demo: config.SEED_DEMO });
    await backfillTrustColumns(database.db);
    await backfillPropertyCommunes(database.db);
    const admin = await ensureFirstSuperadmin(database.db, {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    });
    return { database, media, seed, admin };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export interface AssembleOptions extends LoggerOptions {
  web: WebMode;
  timeouts?: ServerTimeouts;
  /** Runs on the app before it is ready (tests use it to add probe routes). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface AssembledApp extends PreparedData {
  app: FastifyInstance;
  services: Services;
  /** Closes the app (requests in flight finish, Redis closes), then the database. */
  close(): Promise<void>;
}

export async function assemble(config: Config, options: AssembleOptions): Promise<AssembledApp> {
  const prepared = await prepareData(config);
  const { database } = prepared;
  let services: Services | undefined;
  let app: FastifyInstance | undefined;
  try {
    services = createServices(config, database, prepared.media, {
      log: createLogger(config, options),
    });
    app = await buildApp({ services, web: options.web, timeouts: options.timeouts });
    await options.configure?.(app);
    // A replica skipped (lagging, out of reach) or back in step: one line each time it changes.
    const log = app.log;
    database.replicas?.reportTo({
      warn: (message) => log.warn(message),
      info: (message) => log.info(message),
    });
  } catch (error) {
    // The app closes the services' Redis connection; before the app there is only the connection.
    if (app) await app.close().catch(() => {});
    else await closeRedis(services?.redis);
    await database.close().catch(() => {});
    throw error;
  }
  const built = app;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await built.close();
      await database.close();
    })());
  return { ...prepared, app: built, services, close };
}
