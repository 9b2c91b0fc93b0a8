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

/** `connections` workers calling `fn` back to back for `seconds`; each call's time is kept. */
export async function closedLoop(
  seconds: number,
  connections: number,
  fn: (i: number) => Promise<unknown>,
): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < end) {
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
  seconds: number,
  connections: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
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
  return figures(latencies, result.duration);
}
