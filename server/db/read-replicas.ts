// Read replicas (DATABASE_READ_URL): the public reads go round-robin to the replicas that are in
// step with the primary. A replica that lags more than REPLICA_MAX_LAG_SECONDS or does not answer
// is skipped, and the primary serves instead, until a later probe finds it in step again: a broken
// replica costs the primary some load, never an error page. Nothing here migrates or writes: each
// replica connection is read-only, so a write sent there by mistake fails instead of diverging.
//
// Lag is measured against the primary's write position (WAL LSN), not the time of the replica's
// last replayed commit: an idle primary commits nothing, and its replicas are still current.
// Every probe notes the primary's position and when it was seen; a replica's lag is the age of
// the newest noted position it has replayed.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

/** A replica further behind the primary than this is skipped. */
export const REPLICA_MAX_LAG_SECONDS = 10;
/** How often every replica's lag and health are checked. */
export const REPLICA_PROBE_INTERVAL_MS = 2_000;
// A replica that does not answer within this is treated as down (the primary answers instead).
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;
// Positions of the primary kept to date a replica's replay position (a little over the max lag).
const POSITIONS_KEPT = Math.ceil((REPLICA_MAX_LAG_SECONDS * 1000) / REPLICA_PROBE_INTERVAL_MS) + 2;

/** The reason of a replica behind by less than the limit, but by how much is not known yet. */
export const CATCHING_UP = 'catching up with the primary';

export interface ReplicaStatus {
  /** host:port/database, never the password. */
  address: string;
  inStep: boolean;
  /** Seconds behind the primary at the last probe; null when it did not answer. */
  lagSeconds: number | null;
  /** Why it is skipped, when it is. */
  reason?: string;
  /** Queries it answered since the start (tests and diagnostics). */
  reads: number;
}

export interface ReadReplicas {
  /** The next replica in step with the primary (round-robin), or undefined when none is. */
  next(): Db | undefined;
  /** Checks every replica now (the timer does it every REPLICA_PROBE_INTERVAL_MS). */
  probe(): Promise<void>;
  /** Probes at start until no replica is still catching up (2 s at most). */
  settle(): Promise<void>;
  status(): ReplicaStatus[];
  /** Where a replica being skipped, or back in step, is reported: once per change. */
  reportTo(log: ReplicaLog): void;
  /** Called with a replica's handle when it comes back in step (caches filled meanwhile drop). */
  onBackInStep(listener: (db: Db) => void): void;
  /** Every replica's handle, in step or not (to configure what is kept per handle). */
  handles(): Db[];
  close(): Promise<void>;
}

export interface ReplicaLog {
  warn(message: string): void;
  info(message: string): void;
}

interface Replica extends ReplicaStatus {
  pool: pg.Pool;
  db: Db;
  /** A "skipped" line was logged and no "back in step" yet. */
  announced: boolean;
  /** Skipped for a reason worth a line (not just catching up). */
  worthSaying: boolean;
}

type QueryArgs = Parameters<pg.Pool['query']>;

/** host:port/database of a postgres:// URL. */
export function replicaAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** An LSN ("16/B374D848") as a number that orders like the position. */
function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

// Errors after which the same query is answered by the primary: the replica is out of reach or
// shutting down (SQLSTATE class 08, 57P0x), or cancelled the query to replay the primary's
// changes (40001, a recovery conflict).
function replicaFailed(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code && /^(08|57P0|40001|E[A-Z_]+$)/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED/.test(
    message ?? '',
  );
}

export function openReadReplicas(urls: string[], primary: pg.Pool): ReadReplicas {
  let log: ReplicaLog | undefined;
  let backInStep: ((db: Db) => void) | undefined;
  const positions: { lsn: bigint; at: number }[] = [];
  let turn = 0;

  const replicas: Replica[] = urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      application_name: 'portal-read',
      // A write sent to a replica by mistake fails here, whatever the server would do.
      options: '-c default_transaction_read_only=on',
    });
    pool.on('error', () => {});
    const replica = {
      address: replicaAddress(url),
      inStep: false,
      lagSeconds: null,
      reason: 'not probed yet',
      reads: 0,
      announced: false,
      worthSaying: false,
      pool,
    } as Replica;
    // Each query goes to the replica while it is in step; one that fails because the replica
    // went away is answered by the primary, and the replica is skipped until a probe says so.
    const client = {
      query: async (...args: QueryArgs) => {
        if (replica.inStep) {
          try {
            const result = await (pool.query as (...a: QueryArgs) => Promise<unknown>)(...args);
            replica.reads += 1;
            return result;
          } catch (error) {
            if (!replicaFailed(error)) throw error;
            skip(replica, (error as Error).message, null);
          }
        }
        return (primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
      },
    };
    // Drizzle only calls query() on its client: this stand-in has no more of a pg.Pool.
    replica.db = drizzle({ client: client as unknown as pg.Pool, schema });
    return replica;
  });

  // Only what an operator must hear is said, once per change: a replica skipped because it is
  // too far behind or out of reach, then back in step. Catching up at start is not news.
  function announceSkip(replica: Replica) {
    if (!log || replica.announced) return;
    replica.announced = true;
    log.warn(
      `read replica ${replica.address} skipped, the primary answers instead: ${replica.reason}`,
    );
  }

  function skip(replica: Replica, reason: string, lagSeconds: number | null, announce = true) {
    replica.lagSeconds = lagSeconds;
    replica.inStep = false;
    replica.reason = reason;
    replica.worthSaying = announce;
    if (announce) announceSkip(replica);
  }

  function keep(replica: Replica, lagSeconds: number) {
    replica.lagSeconds = lagSeconds;
    if (replica.inStep) return;
    replica.inStep = true;
    replica.reason = undefined;
    backInStep?.(replica.db);
    if (replica.announced) {
      replica.announced = false;
      log?.info(`read replica ${replica.address} back in step (lag ${lagSeconds} s)`);
    }
  }

  async function probeOne(replica: Replica, now: number, primaryStarted: string) {
    let replayed: string | null;
    let started: string | undefined;
    try {
      const { rows } = await replica.pool.query<{ replayed: string | null; started: string }>(
        'select pg_last_wal_replay_lsn()::text as replayed, pg_postmaster_start_time()::text || current_database() as started',
      );
      replayed = rows[0]?.replayed ?? null;
      started = rows[0]?.started;
    } catch (error) {
      skip(replica, `does not answer (${(error as Error).message})`, null);
      return;
    }
    // Not in recovery: current only if it is the primary's own database (same server start
    // time and name); a promoted replica, say, no longer receives the primary's writes.
    if (replayed === null) {
      if (started === primaryStarted) return keep(replica, 0);
      skip(replica, 'not a standby of DATABASE_URL (not in recovery)', null);
      return;
    }
    const position = lsnValue(replayed);
    const caughtUp = positions.findLast((noted) => noted.lsn <= position);
    if (!caughtUp) {
      // Older than every noted position: too far behind once the notes span the limit.
      const span = (now - (positions[0]?.at ?? now)) / 1000;
      if (span >= REPLICA_MAX_LAG_SECONDS) {
        skip(replica, `more than ${REPLICA_MAX_LAG_SECONDS} s behind the primary`, null);
      } else skip(replica, CATCHING_UP, null, false);
      return;
    }
    const lag = Math.max(0, Math.round((now - caughtUp.at) / 100) / 10);
    if (lag > REPLICA_MAX_LAG_SECONDS) {
      skip(replica, `${lag} s behind the primary (limit ${REPLICA_MAX_LAG_SECONDS} s)`, lag);
    } else keep(replica, lag);
  }

  let probing: Promise<void> | undefined;
  async function probeAll() {
    const now = Date.now();
    let primaryStarted: string;
    try {
      const { rows } = await primary.query<{ lsn: string; started: string }>(
        'select pg_current_wal_lsn()::text as lsn, pg_postmaster_start_time()::text || current_database() as started',
      );
      positions.push({ lsn: lsnValue(rows[0]!.lsn), at: now });
      primaryStarted = rows[0]!.started;
      if (positions.length > POSITIONS_KEPT) positions.shift();
    } catch {
      // The primary out of reach: nothing to compare with; the replicas keep their state.
      return;
    }
    await Promise.all(replicas.map((replica) => probeOne(replica, now, primaryStarted)));
  }
  const probe = () => (probing ??= probeAll().finally(() => (probing = undefined)));

  const timer = setInterval(() => void probe(), REPLICA_PROBE_INTERVAL_MS);
  timer.unref();

  return {
    next() {
      for (let tried = 0; tried < replicas.length; tried += 1) {
        const replica = replicas[turn++ % replicas.length]!;
        if (replica.inStep) return replica.db;
      }
      return undefined;
    },
    probe,
    async settle() {
      // Just after the migrations a replica is usually a few milliseconds behind: quick probes
      // date that lag, so the first requests do not all go to the primary.
      await probe();
      for (let tries = 0; tries < 10; tries += 1) {
        if (!replicas.some((replica) => replica.reason === CATCHING_UP)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await probe();
      }
    },
    status: () =>
      replicas.map(({ address, inStep, lagSeconds, reason, reads }) => ({
        address,
        inStep,
        lagSeconds,
        reason,
        reads,
      })),
    reportTo(target) {
      log = target;
      // What the first probes found before there was a log.
      for (const replica of replicas) {
        if (!replica.inStep && replica.worthSaying) announceSkip(replica);
      }
    },
    onBackInStep(listener) {
      backInStep = listener;
    },
    handles: () => replicas.map((replica) => replica.db),
    async close() {
      clearInterval(timer);
      await probing?.catch(() => {});
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
