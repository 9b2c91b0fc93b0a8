// The listing counters' hourly upkeep (one of the server's background jobs, server/jobs): the
// visitor keys older than three days go, the 30-day sums are rebuilt so that days leaving the
// window leave them. Both are idempotent: several instances may run them.
import type { Db } from '../../db/client.ts';
import { refreshRecentCounters } from './admin-property-performance.ts';
import { pruneCounterVisitors } from './property-counters.ts';

export async function keepCountersUp(db: Db, now = new Date()): Promise<void> {
  await pruneCounterVisitors(db, now);
  await refreshRecentCounters(db, now);
}

/** Runs the upkeep now and every hour until stopped; errors are logged, never thrown. */
export function scheduleCounterUpkeep(
  db: Db,
  log: { error(obj: object, msg: string): void },
  every = 3_600_000,
): () => void {
  const run = () =>
    void keepCountersUp(db).catch((error: unknown) =>
      log.error({ err: error }, 'listing counters upkeep failed'),
    );
  run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
