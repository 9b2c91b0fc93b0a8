// How the API benchmark measures: latency percentiles and throughput of a closed loop of calls
// (the SQL floors) or of autocannon against a server (the API and the HTTP floor).
import os from 'node:os';
import autocannon from 'autocannon';

/** The machine's load average (1, 5, 15 min): it is shared, so every figure is printed with it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export interface Figures {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function figures(latencies: number[], seconds: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / seconds,
    requests: latencies.length,
  };
}

/**
 * How long a case is measured: for some seconds (the figures to compare), or for a number of
 * calls (a quick check that every case runs, whose figures are not worth comparing).
 */
export type Span = { seconds: number } | { requests: number };

/** "10 s" or "20 requests", for the report's header. */
export const describeSpan = (span: Span) =>
  'seconds' in span ? `${span.seconds} s` : `${span.requests} requests`;

/** `connections` workers calling `fn` back to back for the span; each call's time is kept. */
export async function closedLoop(
  span: Span,
  connections: number,
  fn: (i: number) => Promise<unknown>,
): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  const more =
    'seconds' in span
      ? () => performance.now() < started + span.seconds * 1000
      : () => next < span.requests;
  const worker = async () => {
    while (more()) {
      const t0 = performance.now();
      await fn(next++);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return figures(latencies, (performance.now() - started) / 1000);
}

/** autocannon on one server; `paths` rotate (details pages). Any non-200 answer fails the run. */
export async function cannon(
  port: number,
  paths: string[],
  span: Span,
  connections: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    // autocannon refuses more connections than calls.
    connections: 'requests' in span ? Math.min(connections, span.requests) : connections,
    // A run ends on its next sample after the last call: every second by default, which would
    // make a few calls last a second.
    ...('seconds' in span ? { duration: span.seconds } : { amount: span.requests, sampleInt: 20 }),
    // A slow call at a million listings is a figure to report, not a failed run.
    timeout: 60,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: paths[next++ % paths.length]!,
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) latencies.push(ms);
    else failures++;
  });
  const result = await instance;
  if (failures > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${paths[0]}: ${failures} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  // autocannon rounds its duration to 10 ms: a few calls may take less.
  const seconds = 'seconds' in span ? result.duration : (performance.now() - started) / 1000;
  return figures(latencies, seconds);
}
