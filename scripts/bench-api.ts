// Public API benchmark (issue 4, "Speed"): `npm run bench:api -- [options]`.
//
// For each database (the embedded one, then PostgreSQL) it seeds N properties with the seed CLI
// (scripts/seed.ts, timed), starts the real server (assembled as a start does, in a child
// process, on a loopback port) and measures with autocannon p50/p95 latency and requests/s of the public calls. Beside
// each figure it prints two ratios:
//   - to the SQL floor: the same answer (same rows, columns and total) as hand-written SQL sent
//     straight to the driver (pg or PGlite) in this process, with the same concurrency;
//   - to the HTTP floor: a bare Fastify route answering a constant, in its own child process.
// A ratio is "times slower than the floor": latency API / floor, throughput floor / API.
// Before measuring, each call's answer is checked against its SQL floor (same ids, same total).
//
// Options: see USAGE below (`npm run bench:api -- --help`).
//
// The servers are separate processes (bench-api/serve.ts); the cases and their SQL floors are in
// bench-api/cases.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../server/db/client.ts';
import pg from 'pg';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import { buildCases, type Case, type Raw } from './bench-api/cases.ts';
import { runSeed, startChild, targetEnv, type Target } from './bench-api/children.ts';
import {
  cannon,
  closedLoop,
  describeSpan,
  loadAverage,
  type Figures,
  type Span,
} from './bench-api/measure.ts';
import { sharedBuffersNote } from './bench-api/postgres-settings.ts';
import { renderSection, type Row } from './bench-api/report.ts';
import { createScratchDatabase } from './bench-api/scratch-database.ts';
import { parseCli } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npm run bench:api -- [options]

Seeds N properties, starts the real server and measures the public calls (p50/p95 latency,
requests/s) against their SQL floor and a bare HTTP floor, on the embedded database and on
PostgreSQL. Takes minutes; see docs/performance.md.

Options:
  --count N          properties to seed (default 100000)
  --duration S       seconds per measured case (default 10)
  --requests N       measure N calls per case instead of a duration: a quick check that every
                     case runs (the test suite's); figures of a few calls are not comparable
  --warm-up S        seconds of unmeasured calls before each case (default 2; 0: none)
  --connections C    concurrent connections / in-flight queries (default 4)
  --drivers LIST     pglite,postgres (default both)
  --data-dir DIR     embedded database directory (default .bench-data/api)
  --pg-url URL       an existing PostgreSQL database to use (never dropped); without it a
                     uniquely named scratch database is created on --pg-admin-url and dropped
  --pg-admin-url URL where scratch databases are created
                     (default $BENCH_PG_ADMIN_URL or postgres://postgres@127.0.0.1:5432/test)
  --cases TEXT       only the calls whose name contains TEXT (several: comma-separated)
  --skip-seed        reuse the properties already there (reruns: the seed takes minutes)
  --keep             keep the scratch PostgreSQL database and print its URL (for --pg-url)
  --out FILE         also write the markdown report to FILE
  --help             this text
`,
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    requests: { type: 'string' },
    connections: { type: 'string', default: '4' },
    'warm-up': { type: 'string', default: '2' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    'data-dir': { type: 'string', default: '.bench-data/api' },
    'pg-url': { type: 'string' },
    'pg-admin-url': {
      type: 'string',
      default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    cases: { type: 'string' },
    'skip-seed': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

// ---------------------------------------------------------------------------------------------
// One database: seed, floors, the API, a markdown table.

async function openRaw(
  target: Target,
): Promise<{ raw: Raw; close: () => Promise<void>; version: string }> {
  let raw: Raw;
  let close: () => Promise<void>;
  if (target.driver === 'postgres') {
    // The app's pool size (server/db/client.ts).
    const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 10 });
    pool.on('error', () => {});
    raw = pool as unknown as Raw;
    close = () => pool.end();
  } else {
    // The embedded database's one owner while the floors are measured (decision 0012).
    const unlock = await lockDataDir(target.env.DATA_DIR!);
    const client = await PGlite.create(path.resolve(target.env.DATA_DIR!, 'pglite'), {
      extensions: pgliteExtensions,
    });
    raw = client as unknown as Raw;
    close = async () => {
      await client.close();
      await unlock();
    };
  }
  const { rows } = await raw.query('show server_version');
  return { raw, close, version: String(rows[0]?.server_version ?? '?') };
}

async function benchTarget(
  target: Target,
  options: {
    count: number;
    span: Span;
    warmUp: number;
    connections: number;
    seed: boolean;
    /** The per-database settings applied to a scratch PostgreSQL database. */
    settings?: string[];
  },
): Promise<string> {
  const label = target.driver === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL';
  const notes: string[] = [];
  if (options.settings?.length) notes.push(`database settings: ${options.settings.join(', ')}`);
  if (options.seed) {
    console.error(`\n${label}: seeding ${options.count} properties…`);
    notes.push(`seed load average before: ${loadAverage()}`);
    const seeded = await runSeed(target, options.count);
    notes.push(`seed: ${seeded.line} (whole command ${seeded.seconds.toFixed(1)} s)`);
  }

  // Without a seed (which migrates), opening through the app's client runs any migration newer
  // than the data, so the floors and the API see the same indexes. (The reference lists come
  // with the seed: a --skip-seed run on an empty database stops in buildCases, clearly.)
  if (!options.seed) {
    const { openDatabase } = await import('../server/db/client.ts');
    const migrated = await openDatabase({
      databaseUrl: target.env.DATABASE_URL,
      dataDir: target.env.DATA_DIR!,
    });
    await migrated.close();
  }
  const { raw, close, version } = await openRaw(target);
  if (target.driver === 'postgres') {
    const buffers = await sharedBuffersNote(raw);
    console.error(buffers);
    notes.unshift(buffers);
  }
  const vacuumStart = performance.now();
  // The embedded database has no autovacuum: without it counts cannot use index-only scans.
  await raw.query('vacuum analyze properties').catch((error: unknown) => {
    throw new Error(`no properties table: seed first (run without --skip-seed)`, { cause: error });
  });
  notes.push(`vacuum analyze: ${((performance.now() - vacuumStart) / 1000).toFixed(1)} s`);
  const { rows: counted } = await raw.query(
    'select count(*) as n, count(*) filter (where is_visible) as visible from properties',
  );
  const total = Number(counted[0]?.n ?? 0);
  const visible = Number(counted[0]?.visible ?? 0);
  const only = args.cases?.split(',').map((text) => text.trim().toLowerCase());
  const cases = (await buildCases(raw)).filter(
    (benchCase) => !only || only.some((text) => benchCase.name.toLowerCase().includes(text)),
  );
  const { span, warmUp, connections } = options;
  const warmUpSpan = { seconds: warmUp };

  const loadBefore = loadAverage();
  const env = targetEnv(target);
  const bare = await startChild('bare', env);
  console.error(`${label}: HTTP floor`);
  if (warmUp > 0) await cannon(bare.port, ['/'], warmUpSpan, connections);
  const http = await cannon(bare.port, ['/'], span, connections);
  await bare.stop();

  const floorAnswers: unknown[] = [];
  const floors: Figures[] = [];
  const measureFloor = async (benchCase: Case) => {
    console.error(`${label}: SQL floor · ${benchCase.name}`);
    floorAnswers.push(await benchCase.floor(raw, 0));
    if (warmUp > 0) await closedLoop(warmUpSpan, connections, (i) => benchCase.floor(raw, i));
    floors.push(await closedLoop(span, connections, (i) => benchCase.floor(raw, i)));
  };
  // The machine's load drifts: on PostgreSQL each call is measured right after its floor. The
  // embedded database has one owner, so there every floor is measured before the server starts.
  const interleave = target.driver === 'postgres';
  if (!interleave) {
    for (const benchCase of cases) await measureFloor(benchCase);
    await close();
  }
  const server = await startChild('api', env);
  const rows: Row[] = [];
  try {
    for (const [index, benchCase] of cases.entries()) {
      if (interleave) await measureFloor(benchCase);
      console.error(`${label}: API · ${benchCase.name}`);
      const response = await fetch(`http://127.0.0.1:${server.port}${benchCase.paths[0]}`);
      if (response.status !== 200) {
        throw new Error(`${benchCase.paths[0]}: ${response.status} ${await response.text()}`);
      }
      const matches = benchCase.check(await response.json(), floorAnswers[index]);
      if (warmUp > 0) await cannon(server.port, benchCase.paths, warmUpSpan, connections);
      const api = await cannon(server.port, benchCase.paths, span, connections);
      rows.push({
        name: benchCase.name,
        search: benchCase.search,
        matches,
        api,
        sql: floors[index]!,
      });
    }
  } finally {
    await server.stop();
    if (interleave) await close();
  }
  const loadAfter = loadAverage();

  return renderSection({
    label,
    version,
    total,
    visible,
    connections,
    span: describeSpan(span),
    warmUp,
    loadBefore,
    loadAfter,
    rows,
    http,
    notes,
  });
}

// ---------------------------------------------------------------------------------------------

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number between ${min} and ${max}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const count = wholeNumber('count', args.count, 1, 5_000_000);
  const span: Span = args.requests
    ? { requests: wholeNumber('requests', args.requests, 1, 1_000_000) }
    : { seconds: wholeNumber('duration', args.duration, 1, 600) };
  const connections = wholeNumber('connections', args.connections, 1, 100);
  const warmUp = wholeNumber('warm-up', args['warm-up'], 0, 60);
  const drivers = args.drivers.split(',').map((d) => d.trim());
  for (const driver of drivers) {
    if (driver !== 'pglite' && driver !== 'postgres') {
      console.error(`--drivers: unknown "${driver}" (pglite, postgres)`);
      process.exit(2);
    }
  }
  const dataDir = path.resolve(args['data-dir']);
  const seed = !args['skip-seed'];
  const sections: string[] = [];

  if (drivers.includes('pglite')) {
    const target: Target = { driver: 'pglite', env: { DATA_DIR: path.join(dataDir, 'pglite-db') } };
    sections.push(await benchTarget(target, { count, span, warmUp, connections, seed }));
  }

  if (drivers.includes('postgres')) {
    let url = args['pg-url'];
    let drop: (() => Promise<void>) | undefined;
    let settings: string[] = [];
    if (!url) {
      const scratch = await createScratchDatabase(args['pg-admin-url'], 'bench_api');
      ({ url, drop, settings } = scratch);
      if (!seed) console.error('--skip-seed without --pg-url: the new scratch database is empty');
    }
    try {
      const target: Target = {
        driver: 'postgres',
        // Media (the demo photos the seed draws) go to a scratch directory too.
        env: { DATABASE_URL: url, DATA_DIR: path.join(dataDir, 'postgres-media') },
      };
      sections.push(
        await benchTarget(target, { count, span, warmUp, connections, seed, settings }),
      );
    } finally {
      if (drop && !args.keep) await drop();
      else if (drop) console.error(`kept: --pg-url ${url}`);
    }
  }

  const report = sections.join('\n');
  console.log(`\n${report}`);
  if (args.out) await writeFile(args.out, report);
}

await main();
