// Public API benchmark (issue 4, "Speed"): `npm run bench:api -- [options]`.
//
// For each database (the embedded one, then PostgreSQL) it seeds N properties with the seed CLI
// (scripts/seed.ts, timed), starts the real server (buildApp, in a child process, on a loopback
// port) and measures with autocannon p50/p95 latency and requests/s of six public calls. Beside
// each figure it prints two ratios:
//   - to the SQL floor: the same answer (same rows, columns and total) as hand-written SQL sent
//     straight to the driver (pg or PGlite) in this process, with the same concurrency;
//   - to the HTTP floor: a bare Fastify route answering a constant, in its own child process.
// A ratio is "times slower than the floor": latency API / floor, throughput floor / API.
// Before measuring, each call's answer is checked against its SQL floor (same ids, same total).
//
// Options:
//   --count N          properties to seed (default 100000)
//   --duration S       seconds per measured case (default 10)
//   --warm-up S        seconds of unmeasured calls before each case (default 2; 0: none)
//   --connections C    concurrent connections / in-flight queries (default 4)
//   --drivers LIST     pglite,postgres (default both)
//   --data-dir DIR     embedded database directory (default .bench-data/api, gitignored)
//   --pg-url URL       an existing PostgreSQL database to use (never dropped); without it a
//                      uniquely named scratch database is created on --pg-admin-url and dropped
//   --pg-admin-url URL where scratch databases are created
//                      (default $BENCH_PG_ADMIN_URL or postgres://postgres@127.0.0.1:5432/test)
//   --skip-seed        reuse the properties already there (reruns: the seed takes minutes)
//   --keep             keep the scratch PostgreSQL database and print its URL (for --pg-url)
//   --out FILE         also write the markdown report to FILE
//
// The server child is this same file with `--serve api|bare` (internal).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    'warm-up': { type: 'string', default: '2' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    'data-dir': { type: 'string', default: '.bench-data/api' },
    'pg-url': { type: 'string' },
    'pg-admin-url': {
      type: 'string',
      default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'skip-seed': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
    serve: { type: 'string' },
  },
});

const SCRIPT = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Child mode: the real server, or the bare HTTP floor. Prints "LISTENING <port>" when ready.

async function serve(kind: string): Promise<void> {
  let close: () => Promise<unknown>;
  let port: string;
  if (kind === 'bare') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ ok: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(address).port;
    close = () => app.close();
  } else {
    const { parseConfig } = await import('../server/config.ts');
    const { openDatabase } = await import('../server/db/client.ts');
    const { createServices } = await import('../server/services/index.ts');
    const { createMediaStore } = await import('../server/storage/index.ts');
    const { buildApp } = await import('../server/app.ts');
    const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent' });
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    const services = createServices(config, database, createMediaStore(config));
    const app = await buildApp({ services, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(address).port;
    close = async () => {
      await app.close();
      await database.close();
    };
  }
  process.stdout.write(`LISTENING ${port}\n`);
  process.once('SIGTERM', () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Measurement helpers.

interface Figures {
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
async function closedLoop(
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
async function cannon(
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

// ---------------------------------------------------------------------------------------------
// Children: the seed CLI and the servers.

const nodeWithTsx = (file: string, params: string[]) => [
  '--import',
  'tsx',
  path.resolve(path.dirname(SCRIPT), file),
  ...params,
];

interface Target {
  driver: 'pglite' | 'postgres';
  env: Record<string, string>;
}

function targetEnv(target: Target): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, LOG_LEVEL: 'silent' };
  if (target.driver === 'pglite') delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

async function runSeed(target: Target, count: number): Promise<{ seconds: number; line: string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    nodeWithTsx('seed.ts', ['--count', String(count), '--reset']),
    { env: targetEnv(target), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, line: out.trim() };
}

async function startChild(
  kind: 'api' | 'bare',
  env: NodeJS.ProcessEnv,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    nodeWithTsx('bench-api.ts', ['--serve', kind]),
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`${kind} server exited (${code}) before listening`)),
    );
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The cases: each an API path and its hand-written SQL floor.

interface Raw {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const PROMO = `(c.is_promo and c.afterpromo_price is not null
  and (c.promotion_end_date is null or c.promotion_end_date > now()))`;
const SHOWN_PRICE = `(case when ${PROMO} then c.afterpromo_price else c.base_price end)`;

// What a list card needs (server/services/property-search.ts), type and status names included.
const CARD_COLUMNS = `c.id, c.name_fr, c.name_en, c.name_ar, c.address_fr, c.address_en,
  c.address_ar, c.city_fr, c.city_en, c.city_ar, c.wilaya_id, c.wilaya_fr, c.wilaya_en,
  c.wilaya_ar, c.base_price, c.afterpromo_price, c.promotion_end_date, ${PROMO} as promo_active,
  c.living_area, c.land_area, c.price_per_m2, c.num_rooms, c.num_bedrooms, c.num_bathrooms,
  c.images, c.latitude, c.longitude, c.is_banner, c.is_a_ne_pas_manquer, c.is_selected,
  c.verified_at, c.created_at,
  (select array_agg(t.name_fr order by t.sort_order, t.id) from property_types t
    where t.id = any(c.property_types)) as types,
  (select array_agg(s.name_fr order by s.sort_order, s.id) from property_statuses s
    where s.id = any(c.property_statuses)) as statuses`;

const REFERENCE_LISTS = [
  'property_types',
  'property_states',
  'property_statuses',
  'commodities',
  'security_accessibilities',
  'associated_documents',
  'proximities',
  'views',
  'other_characteristics',
  'furnished_types',
];
const ALL_REFERENCES = REFERENCE_LISTS.map(
  (table) =>
    `(select '${table}' as list, id, name_fr, name_en, name_ar, ` +
    `${table === 'associated_documents' ? 'category' : 'null::text'} as category ` +
    `from ${table} order by sort_order, id)`,
).join(' union all ');

/**
 * A search without keyword, sorted by shown price (the default order): the first page of each
 * price branch from its index, merged, the cards joined, and the total as one count per branch.
 */
function priceSortedSearch(filters: string[], price?: [number, number]): string {
  const where = ['c.is_visible', ...filters].join(' and ');
  const range = (column: string) =>
    price ? ` and ${column} between ${price[0]} and ${price[1]}` : '';
  const regular = `${where} and not ${PROMO}${range('c.base_price')}`;
  const promo = `${where} and ${PROMO}${range('c.afterpromo_price')}`;
  const total = price
    ? `(select count(*) from properties c where ${regular}) + (select count(*) from properties c where ${promo})`
    : `(select count(*) from properties c where ${where})`;
  return `with page as (
      (select c.id, c.base_price as k from properties c where ${regular}
        order by c.base_price desc, c.id desc limit 20)
      union all
      (select c.id, c.afterpromo_price from properties c where ${promo}
        order by c.afterpromo_price desc, c.id desc limit 20)
      order by k desc, id desc limit 20)
    select ${CARD_COLUMNS}, ${total} as total
    from page join properties c on c.id = page.id order by page.k desc, page.id desc`;
}

/** A keyword search: one pass over the trigram candidates finds the page and the total. */
function keywordSearch(word: string): string {
  return `with page as (
      select c.id, ${SHOWN_PRICE} as k, count(*) over () as total from properties c
      where c.is_visible and c.search_text like '%${word}%'
      order by k desc, c.id desc limit 20)
    select ${CARD_COLUMNS}, page.total from page join properties c on c.id = page.id
    order by page.k desc, page.id desc`;
}

interface Case {
  name: string;
  search: boolean;
  /** API paths (several: rotated). */
  paths: string[];
  /** The SQL floor: the i-th call. */
  floor: (raw: Raw, i: number) => Promise<unknown>;
  /** Checks the API answer against the floor's; returns the number of matches shown. */
  check: (api: unknown, floor: unknown) => string;
}

type ListAnswer = { data: { id: number }[]; total: number };

function checkList(name: string) {
  return (api: unknown, floor: unknown): string => {
    const answer = api as ListAnswer;
    const rows = (floor as { rows: { id: number; total: string | number }[] }).rows;
    const apiIds = answer.data.map((item) => item.id).join(',');
    const floorIds = rows.map((row) => Number(row.id)).join(',');
    const floorTotal = Number(rows[0]?.total ?? 0);
    if (apiIds !== floorIds || answer.total !== floorTotal) {
      throw new Error(
        `${name}: the SQL floor does not give the API's answer\n` +
          `  API   total ${answer.total}, ids ${apiIds}\n  floor total ${floorTotal}, ids ${floorIds}`,
      );
    }
    return String(answer.total);
  };
}

async function buildCases(raw: Raw): Promise<Case[]> {
  const idOf = async (table: string, key: string) => {
    const { rows } = await raw.query(`select id from ${table} where key = $1`, [key]);
    if (!rows[0]) throw new Error(`no ${key} in ${table}: seed the reference lists first`);
    return Number(rows[0].id);
  };
  const apartment = await idOf('property_types', 'apartment');
  const duplex = await idOf('property_types', 'duplex');
  const forSale = await idOf('property_statuses', 'for_sale');
  const { rows: sample } = await raw.query(
    'select id from properties where is_visible order by md5(id::text) limit 200',
  );
  const detailIds = sample.map((row) => Number(row.id));
  if (detailIds.length === 0) throw new Error('no visible property: seed first');

  const list = (name: string, query: string, sqlText: string): Case => ({
    name,
    search: true,
    paths: [`/api/properties?locale=fr${query ? `&${query}` : ''}`],
    floor: (db) => db.query(sqlText),
    check: checkList(name),
  });
  return [
    list('default list page', '', priceSortedSearch([])),
    list('keyword search "bejaia"', 'text=bejaia', keywordSearch('bejaia')),
    list(
      'multi-filter (2 types, status, 3 wilayas, price, ≤3 bedrooms)',
      `property_type_id=${apartment},${duplex}&property_status_id=${forSale}&wilayas=16,9,35` +
        '&min_price=5000000&max_price=30000000&max_bedrooms=3',
      priceSortedSearch(
        [
          `c.property_types && '{${apartment},${duplex}}'::integer[]`,
          `c.property_statuses && '{${forSale}}'::integer[]`,
          `c.wilaya_id = any('{16,9,35}'::smallint[])`,
          'c.num_bedrooms <= 3',
        ],
        [5_000_000, 30_000_000],
      ),
    ),
    list(
      'map bounds (Algiers)',
      'min_lat=36.6&max_lat=36.85&min_lng=2.9&max_lng=3.3',
      priceSortedSearch(['c.latitude between 36.6 and 36.85', 'c.longitude between 2.9 and 3.3']),
    ),
    {
      name: 'details page',
      search: false,
      paths: detailIds.map((id) => `/api/properties/${id}?locale=fr`),
      // The property row and every reference list (to name its ids), as the page needs.
      floor: (db, i) =>
        Promise.all([
          db.query(
            `select c.*, ${PROMO} as promo_active from properties c where c.id = $1 and c.is_visible`,
            [detailIds[i % detailIds.length]],
          ),
          db.query(ALL_REFERENCES),
        ]),
      check: (api, floor) => {
        const [{ rows }] = floor as [{ rows: { id: number }[] }, unknown];
        if ((api as { id: number }).id !== Number(rows[0]?.id)) {
          throw new Error('details page: the SQL floor does not give the same property');
        }
        return '1';
      },
    },
    {
      name: '/api/properties/filter',
      search: false,
      paths: ['/api/properties/filter?locale=fr'],
      floor: (db) => db.query(ALL_REFERENCES),
      check: (api, floor) => {
        const options = Object.entries(api as Record<string, unknown[]>)
          .filter(([key]) => key !== 'document_categories')
          .reduce((sum, [, items]) => sum + items.length, 0);
        const rows = (floor as { rows: unknown[] }).rows.length;
        if (options !== rows) {
          throw new Error(`filter: ${options} options in the API, ${rows} rows in the floor`);
        }
        return `${rows} options`;
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// One database: seed, floors, the API, a markdown table.

interface Row {
  name: string;
  search: boolean;
  matches: string;
  api: Figures;
  sql: Figures;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

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
    const client = await PGlite.create(path.resolve(target.env.DATA_DIR!, 'pglite'), {
      extensions: { pg_trgm },
    });
    raw = client as unknown as Raw;
    close = () => client.close();
  }
  const { rows } = await raw.query('show server_version');
  return { raw, close, version: String(rows[0]?.server_version ?? '?') };
}

async function benchTarget(
  target: Target,
  options: { count: number; seconds: number; warmUp: number; connections: number; seed: boolean },
): Promise<string> {
  const label = target.driver === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL';
  const notes: string[] = [];
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
  const cases = await buildCases(raw);
  const { seconds, warmUp, connections } = options;

  const loadBefore = loadAverage();
  const env = targetEnv(target);
  const bare = await startChild('bare', env);
  console.error(`${label}: HTTP floor`);
  if (warmUp > 0) await cannon(bare.port, ['/'], warmUp, connections);
  const http = await cannon(bare.port, ['/'], seconds, connections);
  await bare.stop();

  const floorAnswers: unknown[] = [];
  const floors: Figures[] = [];
  const measureFloor = async (benchCase: Case) => {
    console.error(`${label}: SQL floor · ${benchCase.name}`);
    floorAnswers.push(await benchCase.floor(raw, 0));
    if (warmUp > 0) await closedLoop(warmUp, connections, (i) => benchCase.floor(raw, i));
    floors.push(await closedLoop(seconds, connections, (i) => benchCase.floor(raw, i)));
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
      if (warmUp > 0) await cannon(server.port, benchCase.paths, warmUp, connections);
      const api = await cannon(server.port, benchCase.paths, seconds, connections);
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

  // No answer within the whole case (NaN) shows as a dash.
  const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));
  const ratio = (n: number) =>
    Number.isFinite(n) && n > 0 ? `${n < 10 ? n.toFixed(1) : Math.round(n)}×` : '—';
  const cell = (value: string, sqlRatio: number, httpRatio: number) =>
    `${value} (${ratio(sqlRatio)} SQL, ${ratio(httpRatio)} HTTP)`;
  const lines = [
    `### ${label} ${version}: ${total.toLocaleString('en')} properties (${visible.toLocaleString('en')} visible)`,
    '',
    `${connections} connection${connections === 1 ? '' : 's'}, ${seconds} s per case after a ${warmUp} s warm-up, ` +
      `loopback; ${os.cpus().length} cores, load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
    '',
    '| call | matches | p50 ms | p95 ms | requests/s |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.matches} | ${cell(ms(row.api.p50), row.api.p50 / row.sql.p50, row.api.p50 / http.p50)} | ` +
        `${cell(ms(row.api.p95), row.api.p95 / row.sql.p95, row.api.p95 / http.p95)} | ` +
        `${cell(Math.round(row.api.rps).toString(), row.sql.rps / row.api.rps, http.rps / row.api.rps)} |`,
    ),
    '',
    'Floors:',
    '',
    '| floor | p50 ms | p95 ms | requests/s |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| SQL · ${row.name} | ${ms(row.sql.p50)} | ${ms(row.sql.p95)} | ${Math.round(row.sql.rps)} |`,
    ),
    `| HTTP · bare Fastify route | ${ms(http.p50)} | ${ms(http.p95)} | ${Math.round(http.rps)} |`,
    '',
  ];
  const searches = rows.filter((row) => row.search);
  const slow = searches.filter((row) => row.api.p95 >= 50).map((row) => row.name);
  const far = rows.filter((row) => row.api.p95 / row.sql.p95 > 2).map((row) => row.name);
  lines.push(
    `Targets (p95 < 50 ms for each search; API p95 within 2× its SQL floor): ` +
      `${slow.length === 0 ? 'p95 met' : `p95 missed by ${slow.join(', ')}`}; ` +
      `${far.length === 0 ? '2× met' : `2× missed by ${far.join(', ')}`}.`,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  );
  return lines.join('\n');
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
  const seconds = wholeNumber('duration', args.duration, 1, 600);
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
    sections.push(await benchTarget(target, { count, seconds, warmUp, connections, seed }));
  }

  if (drivers.includes('postgres')) {
    let url = args['pg-url'];
    let drop: (() => Promise<void>) | undefined;
    if (!url) {
      const name = `bench_api_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: args['pg-admin-url'] });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const scratch = new URL(args['pg-admin-url']);
      scratch.pathname = `/${name}`;
      url = scratch.toString();
      if (!seed) console.error('--skip-seed without --pg-url: the new scratch database is empty');
      drop = async () => {
        const client = new pg.Client({ connectionString: args['pg-admin-url'] });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      };
    }
    try {
      const target: Target = {
        driver: 'postgres',
        // Media (the demo photos the seed draws) go to a scratch directory too.
        env: { DATABASE_URL: url, DATA_DIR: path.join(dataDir, 'postgres-media') },
      };
      sections.push(await benchTarget(target, { count, seconds, warmUp, connections, seed }));
    } finally {
      if (drop && !args.keep) await drop();
      else if (drop) console.error(`kept: --pg-url ${url}`);
    }
  }

  const report = sections.join('\n');
  console.log(`\n${report}`);
  if (args.out) await writeFile(args.out, report);
}

// Last, so that every constant above is initialised.
if (args.serve) await serve(args.serve);
else await main();
