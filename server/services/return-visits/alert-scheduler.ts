// The in-process scheduler of the e-mail alerts: every ALERTS_INTERVAL_SECONDS (default 60) each
// instance tries a run; the database lock lets one of them work (see withJobLock). Instant
// alerts therefore leave within about a minute of a property being published; daily ones once
// a day. Off when SMTP is not configured or the interval is 0. One of the server's background
// jobs (server/jobs), started with them.
import type { Database } from '../../db/client.ts';
import type { MailConfig } from '../../mail/send.ts';
import { runSearchAlerts } from './search-alerts.ts';

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface AlertScheduler {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startAlertScheduler(
  deps: { database: Database; config: MailConfig; log: Logger },
  intervalSeconds: number,
): AlertScheduler | null {
  if (!deps.config.SMTP_URL || intervalSeconds <= 0) return null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return; // a slow run is never doubled
    running = runSearchAlerts(deps)
      .then((result) => {
        if (result.emails > 0 || result.failures > 0) {
          deps.log.info({ alerts: result }, 'search alerts sent');
        }
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'search alert run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
