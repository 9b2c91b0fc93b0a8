// Server-rendered pages benchmark (issue 22): `npm run bench:pages -- [options]`.
//
// Seeds N properties with the seed CLI (timed), starts the production build (the app assembled
// as a start does, with the React Router server build, in a child process, on a loopback port)
// and measures with autocannon the requests/s and p50/p95 latency of the home, list and property
// pages, in French and one in Arabic. It shares the API benchmark's pieces (bench-api/): the seed and server
// children, the scratch PostgreSQL database with the reference settings, the measuring loop.
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { runSeed, startChild, targetEnv, type Target } from './bench-api/children.ts';
import { cannon, describeSpan, loadAverage, type Figures, type Span } from './bench-api/measure.ts';
import { sharedBuffersNote } from './bench-api/postgres-settings.ts';
import { createScratchDatabase } from './bench-api/scratch-database.ts';
import { parseCli } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npm run bench:pages -- [options]

Seeds N properties, starts the production server and measures the server-rendered home, list
and property pages (requests/s, p50/p95 latency) with autocannon. Needs the production build:
run \`npm run build\` first (the benchmark stops with a message when build/ is missing). Takes
minutes; see docs/performance.md.

Options:
  --count N          properties to seed (default 100000)
  --duration S       seconds per page (default 10)
  --requests N       measure N requests per page instead of a duration: a quick check that
                     every page answers (the test suite's); figures of a few requests are not
                     comparable
  --warm-up S        seconds of unmeasured requests before each page (default 2; 0: none)
  --connections C    concurrent connections (default 8)
  --driver NAME      postgres or pglite (default postgres)
  --data-dir DIR     embedded database and media directory (default .bench-data/pages)
  --pg-url URL       an existing PostgreSQL database to use (never dropped); without it a
                     uniquely named scratch database is created on --pg-admin-url and dropped
  --pg-admin-url URL where scratch databases are created
                     (default $BENCH_PG_ADMIN_URL or postgres://postgres@127.0.0.1:5432/test)
  --skip-seed        reuse the properties already there (with --pg-url or --driver pglite)
  --keep             keep the scratch PostgreSQL database and print its URL (for --pg-url)
  --out FILE         also write the markdown report to FILE
  --help             this text
`,
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    requests: { type: 'string' },
    connections: { type: 'string', default: '8' },
    'warm-up': { type: 'string', default: '2' },
    driver: { type: 'string', default: 'postgres' },
    'data-dir': { type: 'string', default: '.bench-data/pages' },
    'pg-url': { type: 'string' },
    'pg-admin-url': {
      type: 'string',
      default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'skip-seed': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number between ${min} and ${max}`);
    process.exit(2);
  }
  return n;
}

const count = wholeNumber('count', args.count, 1, 5_000_000);
const span: Span = args.requests
  ? { requests: wholeNumber('requests', args.requests, 1, 1_000_000) }
  : { seconds: wholeNumber('duration', args.duration, 1, 600) };
const connections = wholeNumber('connections', args.connections, 1, 100);
const warmUp = wholeNumber('warm-up', args['warm-up'], 0, 60);
if (args.driver !== 'postgres' && args.driver !== 'pglite') {
  console.error(`--driver: unknown "${args.driver}" (postgres, pglite)`);
  process.exit(2);
}
const driver: Target['driver'] = args.driver;
const dataDir = path.resolve(args['data-dir']);
const seed = !args['skip-seed'];

try {
  await access(path.resolve('build', 'server', 'index.js'));
} catch {
  console.error('No production build (build/server/index.js): run `npm run build` first.');
  process.exit(2);
}

/** One page to measure: several paths rotate (property pages). */
interface Page {
  name: string;
  paths: string[];
}

interface Measured extends Page {
  figures: Figures;
}

/** The pages a visitor opens most, read from the running server (visible property ids). */
async function pagesOf(port: number): Promise<{ visible: string; pages: Page[] }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/properties?locale=fr&limit=50`);
  if (response.status !== 200) throw new Error(`/api/properties: ${response.status}`);
  const list = (await response.json()) as {
    data: { id: number }[];
    total: number;
    total_exact: boolean;
  };
  const ids = list.data.map((card) => card.id);
  if (ids.length === 0) throw new Error('no visible property: seed first');
  const pages = [
    { name: 'home (fr)', paths: ['/?lang=fr'] },
    { name: 'home (ar)', paths: ['/?lang=ar'] },
    { name: 'list, for sale (fr)', paths: ['/properties/sell?lang=fr'] },
    { name: 'property (fr)', paths: ids.map((id) => `/property/${id}?lang=fr`) },
  ];
  // Above 1,000 the list's total may be a lower bound (decision 0020): said as such.
  const count = list.total.toLocaleString('en');
  return { visible: list.total_exact ? count : `at least ${count}`, pages };
}

async function measure(target: Target, settings: string[]): Promise<string> {
  const notes: string[] = [];
  if (settings.length) notes.push(`database settings: ${settings.join(', ')}`);
  if (seed) {
    console.error(`Seeding ${count} properties on ${target.driver}…`);
    notes.push(`seed load average before: ${loadAverage()}`);
    const seeded = await runSeed(target, count);
    notes.push(`seed: ${seeded.line} (whole command ${seeded.seconds.toFixed(1)} s)`);
  }
  if (target.driver === 'postgres') {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      const buffers = await sharedBuffersNote(client);
      console.error(buffers);
      notes.unshift(buffers);
    } finally {
      await client.end();
    }
  }

  const env: NodeJS.ProcessEnv = { ...targetEnv(target), NODE_ENV: 'production' };
  // Production refuses to start on PostgreSQL without a shared signing key: any will do here.
  env.JWT_SECRET ??= 'bench-pages-signing-key-not-a-secret-0123456789';
  const loadBefore = loadAverage();
  const server = await startChild('web', env);
  const measured: Measured[] = [];
  let visible = '';
  try {
    const catalogue = await pagesOf(server.port);
    visible = catalogue.visible;
    for (const page of catalogue.pages) {
      console.error(`${page.name}: ${page.paths[0]}`);
      const first = await fetch(`http://127.0.0.1:${server.port}${page.paths[0]}`);
      if (first.status !== 200) throw new Error(`${page.paths[0]}: ${first.status}`);
      await first.arrayBuffer();
      if (warmUp > 0) await cannon(server.port, page.paths, { seconds: warmUp }, connections);
      measured.push({
        ...page,
        figures: await cannon(server.port, page.paths, span, connections),
      });
    }
  } finally {
    await server.stop();
  }
  const loadAfter = loadAverage();

  const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));
  const label = target.driver === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL';
  return [
    `### Pages · ${label}: ${visible} visible properties` +
      (seed ? ` (${count.toLocaleString('en')} seeded)` : ''),
    '',
    `Production build, ${connections} connections, ${describeSpan(span)} per page after a ${warmUp} s ` +
      `warm-up, loopback; load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
    '',
    '| page | path | p50 ms | p95 ms | requests/s |',
    '| --- | --- | ---: | ---: | ---: |',
    ...measured.map(
      (page) =>
        `| ${page.name} | \`${page.paths[0]}\`${page.paths.length > 1 ? ` (${page.paths.length} ids)` : ''} | ` +
        `${ms(page.figures.p50)} | ${ms(page.figures.p95)} | ${Math.round(page.figures.rps)} |`,
    ),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

let report: string;
if (driver === 'pglite') {
  report = await measure({ driver, env: { DATA_DIR: path.join(dataDir, 'pglite-db') } }, []);
} else {
  let url = args['pg-url'];
  let drop: (() => Promise<void>) | undefined;
  let settings: string[] = [];
  if (!url)
    ({ url, drop, settings } = await createScratchDatabase(args['pg-admin-url'], 'bench_pages'));
  try {
    // Media (the demo photos the seed draws) go to a scratch directory too.
    const env = { DATABASE_URL: url, DATA_DIR: path.join(dataDir, 'postgres-media') };
    report = await measure({ driver, env }, settings);
  } finally {
    if (drop && !args.keep) await drop();
    else if (drop) console.error(`kept: --pg-url ${url}`);
  }
}
console.log(`\n${report}`);
if (args.out) await writeFile(args.out, report);
