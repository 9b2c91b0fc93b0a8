// Waits for a quiet machine before Lighthouse measures: its simulated times are the CPU time the
// page took here, times four, so a run started while a previous step (the browser suite, the
// scale-out tests) is still winding down measures that step. Quiet means the cores were busy
// less than a quarter of a two-second window, read from the CPU counters: the 1-minute load
// average, used before, stays high for a minute or more after the work has stopped.
import { cpus, loadavg } from 'node:os';

const WINDOW_MS = 2000;
const QUIET_BELOW = 0.25;

/** The share of the cores' time spent working over the next `ms` milliseconds (0 to 1). */
async function busyShare(ms: number): Promise<number> {
  const total = () =>
    cpus().reduce(
      (sum, { times }) => {
        const all = times.user + times.nice + times.sys + times.irq + times.idle;
        return { all: sum.all + all, idle: sum.idle + times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** Waits until the machine is quiet, or `maxSeconds` at most, and says how long it waited. */
export async function settle(maxSeconds: number): Promise<void> {
  const start = Date.now();
  let busy = await busyShare(WINDOW_MS);
  const busyAtStart = busy;
  while (busy >= QUIET_BELOW && Date.now() - start < maxSeconds * 1000) {
    busy = await busyShare(WINDOW_MS);
  }
  const waited = Math.round((Date.now() - start) / 1000);
  if (busyAtStart >= QUIET_BELOW) {
    console.log(
      `Waited ${waited} s for the machine to settle: cores ${Math.round(busyAtStart * 100)}% ` +
        `busy -> ${Math.round(busy * 100)}% (quiet below ${QUIET_BELOW * 100}%; load average ` +
        `${loadavg()[0]!.toFixed(2)}).`,
    );
  }
}
