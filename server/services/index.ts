// What the business logic needs from the outside world, built once per process and handed
// to API routes and to React Router loaders (through the load context).
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createFormLimits, type FormLimits } from '../http/form-limits.ts';
import type { MediaStore } from '../storage/store.ts';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  media: MediaStore;
  /** The public forms' rate limits, shared by the API routes and the pages' actions. */
  formLimits: FormLimits;
}

export function createServices(config: Config, database: Database, media: MediaStore): Services {
  return { config, database, db: database.db, media, formLimits: createFormLimits() };
}
