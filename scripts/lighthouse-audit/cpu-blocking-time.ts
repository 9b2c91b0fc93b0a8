// Total blocking time counted in CPU time, from the trace of a Lighthouse run.
//
// Lighthouse's simulated TBT takes the clock duration of each main-thread task and multiplies it
// by the mobile profile's CPU slowdown (4). On a machine whose cores are shared, a task that
// waited for a core counts as the page's work: on the 2-core machines the same commit measured
// 25 ms one day and 696 ms the next, and single runs of one page range from 20 to 750 ms
// (docs/performance.md, 2026-11-25). The trace also records each task's thread time (`tdur`):
// the time the main thread really ran. Counting that instead gives a figure a busy neighbour
// cannot inflate, which is what a CI gate needs; Lighthouse's own TBT stays in the table.
//
// The rule is Lighthouse's: every main-thread task after the first contentful paint blocks for
// the part of its (slowed-down) duration beyond 50 ms. Two simplifications: tasks are counted
// until the end of the trace rather than until the simulated time to interactive (Lighthouse
// ends its trace once the page is quiet, so the tasks after are few and short), and a task that
// straddles the first paint counts for the share of its duration after it.

/** The fields of a Chrome trace event this module reads (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** A task longer than this (after the slowdown) blocks the page for the rest (Lighthouse). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * Blocking time in milliseconds, counted in thread time times `slowdown`; infinite when the trace
 * has no first contentful paint (the page did not render: the run cannot pass).
 */
export function cpuBlockingTime(events: readonly TraceEvent[], slowdown: number): number {
  // The renderer's main thread is the one that records the first contentful paint.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.POSITIVE_INFINITY;
  let blocking = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X') continue;
    if (task.pid !== paint.pid || task.tid !== paint.tid || task.dur === undefined) continue;
    const end = task.ts + task.dur;
    if (end <= paint.ts || task.dur === 0) continue;
    const shareAfterPaint = (end - Math.max(task.ts, paint.ts)) / task.dur;
    const cpuMs = ((task.tdur ?? task.dur) / 1000) * shareAfterPaint * slowdown;
    blocking += Math.max(0, cpuMs - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}
