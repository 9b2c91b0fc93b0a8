// Which database answers a public read: a read replica when DATABASE_READ_URL names some and one
// is in step with the primary, otherwise the primary. Only the public API's GET routes and the
// public pages' loaders ask for it; writes, the back-office, sign-in, the saved-search links and
// the counters always use the primary (`services.db`).
//
// Read-your-writes: a replica may be up to REPLICA_MAX_LAG_SECONDS behind, so whoever just wrote
// (a contact message, an alert, a save in the back-office) must not read from it at once. Every
// successful write answers with a short-lived marker cookie (server/http/recent-writer.ts), and
// a request that carries it reads the primary until the cookie expires.
import type { Database, Db } from '../db/client.ts';
import { REPLICA_MAX_LAG_SECONDS, REPLICA_PROBE_INTERVAL_MS } from '../db/read-replicas.ts';
import { forgetCatalogueCache } from './search/catalogue-cache.ts';

export const RECENT_WRITE_COOKIE = 'recent_write';
/** Longer than the lag a replica is allowed, plus one probe interval to notice it. */
export const RECENT_WRITE_SECONDS =
  REPLICA_MAX_LAG_SECONDS + Math.ceil(REPLICA_PROBE_INTERVAL_MS / 1000) + 3;

/** A Web request (pages' loaders) or a Fastify request (API routes). */
type AnyRequest = { headers: Headers | Record<string, string | string[] | undefined> };

function cookieHeader(request: AnyRequest): string {
  const { headers } = request;
  const value = headers instanceof Headers ? headers.get('cookie') : headers.cookie;
  return Array.isArray(value) ? value.join('; ') : (value ?? '');
}

export function isRecentWriter(request: AnyRequest): boolean {
  return cookieHeader(request)
    .split(';')
    .some((pair) => pair.trim().startsWith(`${RECENT_WRITE_COOKIE}=`));
}

export type PublicReadDb = (request: AnyRequest) => Db;

export function publicReads(database: Database): PublicReadDb {
  const { replicas } = database;
  if (!replicas) return () => database.db;
  // What a replica's caches kept while it was skipped (its queries answered by the primary, or
  // the replica at an older version) is dropped when it comes back in step.
  replicas.onBackInStep(forgetCatalogueCache);
  return (request) => (isRecentWriter(request) ? database.db : (replicas.next() ?? database.db));
}
