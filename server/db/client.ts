// One `db` for both drivers: embedded PGlite (default, data in DATA_DIR) or PostgreSQL
// (when DATABASE_URL is set). Same schema, same migrations, same queries.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { openReadReplicas, type ReadReplicas } from './read-replicas.ts';
import * as schema from './schema.ts';

/**
 * The database as services see it, on either driver. A transaction's `tx` is one too (Drizzle's
 * transaction extends its database), so a helper taking a Db runs inside the caller's transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The read replicas of DATABASE_READ_URL (PostgreSQL only); absent without them. */
  replicas?: ReadReplicas;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database, or 'memory://' for a throwaway one. */
  dataDir: string;
  /**
   * Read replicas of databaseUrl (postgres:// URLs): opened for reads only, never migrated. The
   * embedded database has none (the configuration refuses them without DATABASE_URL).
   */
  readUrls?: string[];
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same for every instance of the app.
// Loaded into the embedded database; the migrations create them (trigram and id-list indexes).
/** The extensions the migrations create: every PGlite opening our data directory loads them. */
export const pgliteExtensions = { pg_trgm, intarray };
const MIGRATION_LOCK_ID = 7_262_013;
const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) {
    if (options.readUrls?.length) throw new Error('read replicas need a PostgreSQL primary');
    return openPglite(options.dataDir);
  }
  return openPostgres(options.databaseUrl, options.readUrls ?? []);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://')) {
    return pgliteDatabase(
      await PGlite.create(dataDir, { extensions: pgliteExtensions }),
      undefined,
    );
  }
  // One process at a time on the directory (decision 0012), before anything is read from it.
  const unlock = await lockDataDir(dataDir);
  try {
    const directory = path.resolve(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    return await pgliteDatabase(
      await PGlite.create(directory, { extensions: pgliteExtensions }),
      unlock,
    );
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function pgliteDatabase(
  client: PGlite,
  unlock: (() => Promise<void>) | undefined,
): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock?.();
      }
    },
  };
}

async function openPostgres(connectionString: string, readUrls: string[]): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server ends (restart, terminated session, a test's scratch
  // database dropped) is reported on the pool; without a listener that report crashes the
  // process. The pool drops that connection and opens a new one for the next query.
  pool.on('error', () => {});
  // Several instances may start together: one migrates while the others wait on the lock. This
  // first connection is the start's test of DATABASE_URL: an address that never answers stops
  // the start after CONNECT_TIMEOUT_MS instead of the system's minutes.
  const lockClient = new pg.Client({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await lockClient.connect();
  } catch (error) {
    await pool.end();
    throw error;
  }
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  const db = drizzlePg({ client: pool, schema });
  // After the migrations: a replica only replays what the primary wrote. The first probe decides
  // which replicas serve; one that does not answer is skipped and never stops the start.
  const replicas = readUrls.length > 0 ? openReadReplicas(readUrls, pool) : undefined;
  await replicas?.settle();
  return {
    db,
    driver: 'postgres',
    replicas,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
  };
}
