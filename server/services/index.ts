// What the business logic needs from the outside world, built once per process and handed
// to API routes and to React Router loaders (through the load context).
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createFormLimits, type FormLimits } from '../http/form-limits.ts';
import { openRedis, type Redis } from '../redis.ts';
import type { MediaStore } from '../storage/store.ts';
import { publicReads, type PublicReadDb } from './public-reads.ts';
import { createVisitorKeys, type VisitorKeys } from './visitor-key.ts';

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
   * failed-login counts, the shared catalogue cache. The app built on these services logs its
   * errors and closes it when it closes (buildApp).
   */
  redis: Redis | undefined;
  /** Who a visitor is for the day, without storing it: a listing's counters take one each. */
  visitorKeys: VisitorKeys;
}

export function createServices(config: Config, database: Database, media: MediaStore): Services {
  return {
    config,
    database,
    db: database.db,
    readDb: publicReads(database),
    media,
    formLimits: createFormLimits(),
    redis: config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined,
    visitorKeys: createVisitorKeys(config),
  };
}
