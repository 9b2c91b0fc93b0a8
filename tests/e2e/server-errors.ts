// The browser journeys fail on an error the server logged while they ran (a 5xx, a failed job):
// the page may still look right, so a journey alone would not notice. scripts/e2e-server.mjs
// keeps the server's error lines in a file; this global setup notes when the run starts and its
// teardown fails the run on the lines logged since (a server kept from an earlier run keeps its
// older lines). The lines carry no test name (the tests run side by side), only their time,
// request id and error.
import { existsSync, readFileSync } from 'node:fs';

interface ErrorLine {
  time?: number;
  reqId?: string;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/**
 * A client that goes away mid-answer (a test ends, a page is left while its answer streams):
 * normal traffic, which @fastify/compress logs at error level as the stream's "premature close".
 */
const clientGone = (entry: ErrorLine) => entry.err?.message === 'premature close';

function parse(line: string): ErrorLine {
  try {
    return JSON.parse(line) as ErrorLine;
  } catch {
    return { msg: line };
  }
}

function describe(entry: ErrorLine): string {
  const when = entry.time ? new Date(entry.time).toISOString() : '?';
  const cause = entry.err ? `: ${entry.err.stack ?? entry.err.message}` : '';
  return `${when} ${entry.reqId ? `request ${entry.reqId} ` : ''}${entry.msg ?? ''}${cause}`;
}

export default function watchServerErrors(): () => void {
  const file = `.e2e-data/${process.env.E2E_PORT ?? 4173}-server-errors.ndjson`;
  const start = Date.now();
  return () => {
    if (!existsSync(file)) return;
    const errors = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(parse)
      .filter((entry) => (entry.time ?? start) >= start && !clientGone(entry));
    if (errors.length > 0) {
      throw new Error(
        `The server logged ${errors.length} error(s) during the browser journeys:\n- ${errors.map(describe).join('\n- ')}`,
      );
    }
  };
}
