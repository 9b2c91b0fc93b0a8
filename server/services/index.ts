// What the business logic needs from the outside world, built once per process and handed
// to API routes and to React Router loaders (through the load context). Everything that depends
// on the process's options is decided here, once: the logger is given, the Redis connection is
// opened when REDIS_URL names one, and the caches are built on it (or in memory) with that
// logger. Nothing switches a service afterwards.
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createFormLimits, type FormLimits } from '../http/form-limits.ts';
import type { Logger } from '../logger.ts';
import { openRedis, type Redis } from '../redis.ts';
import type { MediaStore } from '../storage/store.ts';
import { publicReads, type PublicReadDb } from './public-reads.ts';
import { createCatalogueCaches } from './search/catalogue-cache.ts';
import { createVisitorKeys, type VisitorKeys } from './visitor-key.ts';

export interface ServiceOptions {
  /** The process's logger (server/logger.ts): the services and the app built on them write to it. */
  log: Logger;
}

export interface Services {
  config: Config;
  database: Database;
  /** The primary: writes, the back-office, sign-in, saved-search links, counters. */
  db: Db;
  /**
   * The database for a public read of this request: a read replica in step with the primary, or
   * the primary (no replica, none in step, or a visitor who just wrote). Public GET routes and
   * public page loaders only.
   */
  readDb: PublicReadDb;
  media: MediaStore;
  /** The public forms' rate limits, shared by the API routes and the pages' actions. */
  formLimits: FormLimits;
  /**
   * The one Redis connection of the process (REDIS_URL), undefined without it: rate limits,
   * failed-login counts, the shared catalogue cache. Its errors are logged; the app built on these
   * services closes it when it closes (buildApp).
   */
  redis: Redis | undefined;
  /** The process's logger: the app's too (Fastify's loggerInstance). */
  log: Logger;
  /** Who a visitor is for the day, without storing it: a listing's counters take one each. */
  visitorKeys: VisitorKeys;
}

export function createServices(
  config: Config,
  database: Database,
  media: MediaStore,
  options: ServiceOptions,
): Services {
  const { log } = options;
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;
  redis?.on('error', (error: Error) => log.warn({ err: error }, 'redis'));
  // With Redis, the catalogue's answers are shared between instances. A replica's answers are
  // keyed by the version read from that replica: they are that version's answers, whichever
  // instance or handle computed them.
  createCatalogueCaches([database.db, ...(database.replicas?.handles() ?? [])], {
    shared: redis ? { redis, prefix: `${config.REDIS_PREFIX}catalogue:` } : undefined,
    log,
  });
  return {
    config,
    database,
    db: database.db,
    readDb: publicReads(database),
    media,
    formLimits: createFormLimits(),
    redis,
    log,
    visitorKeys: createVisitorKeys(config),
  };
}
