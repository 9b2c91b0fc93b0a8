// One connection for a bulk load, on either driver: plain statements plus COPY … FROM STDIN fed
// from a stream of text lines, so the seed never holds more than one chunk of rows in memory.
//   - PostgreSQL: the pg-copy-streams protocol stream, with back-pressure from the server.
//   - The embedded database (PGlite): COPY … FROM '/dev/blob', one Blob per chunk of lines.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client.ts';

export interface BulkSession {
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Runs `COPY <target> FROM STDIN` with the chunks of COPY text lines given. */
  copyIn(target: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
  release(): Promise<void>;
}

// The embedded database reads a whole Blob per COPY: about 25 MB of catalogue rows at a time.
const PGLITE_BLOB_BYTES = 24 * 1024 * 1024;

export async function openBulkSession(database: Database): Promise<BulkSession> {
  // drizzle keeps its driver client on $client (absent from the drivers' common Db type): the
  // pool for PostgreSQL, the PGlite instance.
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.driver === 'postgres'
    ? postgresSession(await (client as pg.Pool).connect())
    : pgliteSession(client as PGlite);
}

function postgresSession(connection: pg.PoolClient): BulkSession {
  return {
    query: async (text) => (await connection.query(text)).rows,
    copyIn: async (target, chunks) => {
      await pipeline(
        Readable.from(chunks),
        connection.query(copyFrom(`copy ${target} from stdin`)),
      );
    },
    release: async () => connection.release(),
  };
}

function pgliteSession(client: PGlite): BulkSession {
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    copyIn: async (target, chunks) => {
      let pending: string[] = [];
      let size = 0;
      const flush = async () => {
        if (pending.length === 0) return;
        const blob = new Blob(pending);
        pending = [];
        size = 0;
        await client.query(`copy ${target} from '/dev/blob'`, [], { blob });
      };
      for await (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= PGLITE_BLOB_BYTES) await flush();
      }
      await flush();
    },
    release: async () => {},
  };
}
