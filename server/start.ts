// Everything a start does, in order: database (migrated), first-start seed, first superadmin,
// the services (with the process's one Redis connection), the app, listening, then the
// background jobs when asked. Closing goes the other way: the app (requests in flight finish,
// then Redis closes), the jobs (a run in progress finishes), the database. main.ts calls it; so
// do the tests that need a real listening server (without the jobs unless they ask).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { initializeDatabase, type SeedResult } from './db/seed/index.ts';
import { ensureFirstSuperadmin, type CreatedAdmin } from './services/bootstrap-admin.ts';
import { trustProxyWarning } from './http/trust-proxy-check.ts';
import { startJobs, type Jobs } from './jobs/index.ts';
import { closeRedis } from './redis.ts';
import { createServices, type Services } from './services/index.ts';
import { backfillTrustColumns } from './services/trust/backfill.ts';
import { createMediaStore, prepareMediaStore } from './storage/index.ts';
import type { ServerTimeouts } from './http/timeouts.ts';
import type { WebMode } from './web/plugin.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  seed: SeedResult;
  admin: CreatedAdmin | null;
  /**
   * Stops accepting connections, lets requests in flight finish, stops the jobs, then closes the
   * database.
   */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: {
    web: WebMode;
    logger?: boolean;
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
    timeouts?: ServerTimeouts;
    /** Runs on the app before it listens (tests use it to add probe routes). */
    configure?: (app: FastifyInstance) => void | Promise<void>;
    /** Runs the background jobs (server/jobs): e-mail alerts, stale-listing sweep. */
    jobs?: boolean;
  },
): Promise<RunningServer> {
  await prepareMediaStore(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    readUrls: config.DATABASE_READ_URL,
  });
  let services: Services | undefined;
  let opened: FastifyInstance | undefined;
  try {
    const media = createMediaStore(config);
    const seed = await initializeDatabase(database.db, media, { demo: config.SEED_DEMO });
    await backfillTrustColumns(database.db);
    const admin = await ensureFirstSuperadmin(database.db, {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    });
    services = createServices(config, database, media);
    const app = (opened = await buildApp({
      services,
      web: options.web,
      logger: options.logger,
      logStream: options.logStream,
      timeouts: options.timeouts,
    }));
    await options.configure?.(app);
    // A replica skipped (lagging, out of reach) or back in step: one line each time it changes.
    database.replicas?.reportTo({
      warn: (message) => app.log.warn(message),
      info: (message) => app.log.info(message),
    });
    const trustWarning = trustProxyWarning(config.TRUST_PROXY);
    if (config.NODE_ENV === 'production' && trustWarning) app.log.warn(trustWarning);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = new URL(address).port;
    const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
    const jobs: Jobs | null = options.jobs ? startJobs({ database, config, log: app.log }) : null;
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await app.close();
        await jobs?.stop();
        await database.close();
      })());
    return { app, database, url, seed, admin, close };
  } catch (error) {
    // The app closes the services' Redis connection; before the app there is only the connection.
    if (opened) await opened.close().catch(() => {});
    else await closeRedis(services?.redis);
    await database.close().catch(() => {});
    throw error;
  }
}
