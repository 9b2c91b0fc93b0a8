// The background jobs of a running server: the saved-search e-mail alerts (every
// ALERTS_INTERVAL_SECONDS, with SMTP_URL), the hourly stale-listing sweep and the
// hourly upkeep of the listing counters. start.ts runs them
// once the server listens when asked to (main.ts asks; tests do only when they exercise a job),
// and stops them on shutdown before the database closes. Several instances may all run them:
// the alerts take a database lock, the sweep is idempotent.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { startAlertScheduler } from '../services/return-visits/alert-scheduler.ts';
import { scheduleStaleListings } from '../services/trust/stale.ts';
import { scheduleCounterUpkeep } from '../services/listings/counter-upkeep.ts';

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Jobs {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startJobs(deps: { database: Database; config: Config; log: JobLog }): Jobs {
  const { database, config, log } = deps;
  const alerts = startAlertScheduler({ database, config, log }, config.ALERTS_INTERVAL_SECONDS);
  const stopSweep = scheduleStaleListings(database.db, log);
  const stopCounterUpkeep = scheduleCounterUpkeep(database.db, log);
  let stopping: Promise<void> | undefined;
  return {
    stop: () =>
      (stopping ??= (async () => {
        stopSweep();
        stopCounterUpkeep();
        await alerts?.stop();
      })()),
  };
}
