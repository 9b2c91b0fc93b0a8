// The CPU-time blocking figure the Lighthouse audit enforces in CI: a task that waited for a core
// must not count, a task that really ran must, with Lighthouse's 50 ms rule after a 4x slowdown.
import { describe, expect, it } from 'vitest';
import {
  cpuBlockingTime,
  type TraceEvent,
} from '../../scripts/lighthouse-audit/cpu-blocking-time.ts';

const MAIN = { pid: 10, tid: 10 };
const PAINT_AT = 1_000_000; // µs

const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ts: PAINT_AT, ...MAIN };

/** A main-thread task starting `startMs` after the first paint, `wallMs` long, `cpuMs` of it run. */
function task(startMs: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent {
  return {
    name: 'RunTask',
    ph: 'X',
    ts: PAINT_AT + startMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
    ...thread,
  };
}

describe('cpuBlockingTime', () => {
  it('counts the thread time of each task beyond 50 ms once slowed down four times', () => {
    // 20 ms of CPU -> 80 ms slowed down -> 30 ms blocking; 10 ms -> 40 ms -> none.
    expect(cpuBlockingTime([paint, task(5, 20, 20), task(40, 10, 10)], 4)).toBeCloseTo(30);
  });

  it('does not count the time a task spent waiting for a core', () => {
    // 40 ms by the clock would be 110 ms of blocking; 2 ms of CPU is none.
    expect(cpuBlockingTime([paint, task(5, 40, 2)], 4)).toBe(0);
  });

  it('ignores tasks before the first paint and on other threads', () => {
    const before = task(-100, 60, 60);
    const otherThread = task(5, 60, 60, { pid: 10, tid: 11 });
    const otherProcess = task(5, 60, 60, { pid: 20, tid: 10 });
    expect(cpuBlockingTime([paint, before, otherThread, otherProcess], 4)).toBe(0);
  });

  it('counts the share after the first paint of a task that straddles it', () => {
    // 40 ms of CPU, half after the paint: 20 ms -> 80 ms slowed down -> 30 ms blocking.
    expect(cpuBlockingTime([paint, task(-20, 40, 40)], 4)).toBeCloseTo(30);
  });

  it('cannot pass a page that never painted', () => {
    expect(cpuBlockingTime([task(5, 20, 20)], 4)).toBe(Number.POSITIVE_INFINITY);
  });
});
