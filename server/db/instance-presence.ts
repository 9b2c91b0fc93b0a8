// How many instances of the app run on one PostgreSQL database, so that the "not ready for
// several instances" notes are logged when a second instance is there, never on a single one.
// Each instance holds, for its lifetime, a session advisory lock of its own (PRESENCE_LOCK_ID and
// a random number) on a connection of its own; PostgreSQL drops it when the process or its
// connection ends, so a crashed instance is never counted. The count is the granted locks.
import { randomInt } from 'node:crypto';
import pg from 'pg';

/** Any constant: the same for every instance (7_262_013 and 7_262_014 are the other locks). */
const PRESENCE_LOCK_ID = 7_262_015;

export interface InstancePresence {
  /** Instances holding their presence lock now, this one included. */
  count(): Promise<number>;
  close(): Promise<void>;
}

export async function joinInstances(connectionString: string): Promise<InstancePresence> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  // A server-side end of this connection is harmless: the count is a courtesy.
  client.on('error', () => {});
  await client.connect();
  await client.query('select pg_advisory_lock($1, $2)', [PRESENCE_LOCK_ID, randomInt(2 ** 31)]);
  return {
    async count() {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and granted and classid = $1 and objsubid = 2
           and database = (select oid from pg_database where datname = current_database())`,
        [PRESENCE_LOCK_ID],
      );
      return rows[0]?.n ?? 1;
    },
    close: () => client.end(),
  };
}
