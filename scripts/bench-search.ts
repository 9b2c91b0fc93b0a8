// Search benchmark: `npx tsx scripts/bench-search.ts [--runs 30] [--explain] [--vacuum]`.
// Opens the configured database (DATA_DIR or DATABASE_URL; fill it first with
// `npm run seed -- --count 100000 --reset`), runs a representative set of public calls N times,
// each both as a service call (the SQL plus shaping) and through the real app (routing, Zod
// validation, serialisation; app.inject, no network), and prints p50/p95 in milliseconds.
// --explain prints the plan of each search's SQL (EXPLAIN ANALYZE), to check the indexes used.
// --vacuum runs VACUUM ANALYZE first: the embedded database has no autovacuum, and a table that
// was never vacuumed cannot answer counts from its indexes alone (see docs/api.md).
import { count, eq, sql } from 'drizzle-orm';
import { ZPropertySearchQuerySchema } from '../common/schemas/search.ts';
import { assemble, type AssembledApp } from '../server/assemble.ts';
import { properties, propertyTypes } from '../server/db/schema.ts';
import { getPropertyDetails } from '../server/services/pages/property-details.ts';
import {
  closedStatusIds,
  searchProperties,
  searchQueries,
} from '../server/services/search/property-search.ts';
import { cappedCountQuery } from '../server/services/search/search-total.ts';
import { UNDERSTOOD_LISTS, withUnderstoodText } from '../server/services/search/query-filters.ts';
import {
  getFilterOptions,
  loadReferenceItems,
} from '../server/services/reference/reference-options.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npx tsx scripts/bench-search.ts [--runs N] [--explain] [--vacuum]

Runs a representative set of public calls N times on the configured database (DATA_DIR or
DATABASE_URL; fill it first with \`npm run seed -- --count 100000 --reset\`), as service calls
and through the app, and prints p50/p95 in milliseconds.

Options:
  --runs N    repetitions of each call (default 30)
  --explain   print the plan of each search's SQL (EXPLAIN ANALYZE)
  --vacuum    run VACUUM ANALYZE first (the embedded database has no autovacuum)
  --help      this text
`,
  options: {
    runs: { type: 'string', default: '30' },
    explain: { type: 'boolean', default: false },
    vacuum: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

const config = configOrExit({ ...process.env, LOG_LEVEL: 'silent' });

// The real app, assembled as a start does; its database is measured directly too.
let assembled!: AssembledApp;
await runOrExplain(config, async () => {
  assembled = await assemble(config, { web: 'none', logger: false });
});
const { app, database } = assembled;
const { db } = database;
const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(properties);
if (total < 1000) {
  console.error(
    `Only ${total} properties here: fill the database first, e.g.\n` +
      '  npm run seed -- --count 100000 --reset',
  );
}
if (args.vacuum) {
  const started = performance.now();
  await db.execute(sql`vacuum analyze properties`);
  console.error(`vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// Ids to build realistic filters from.
const typeIds = Object.fromEntries(
  (await db.select({ id: propertyTypes.id, key: propertyTypes.key }).from(propertyTypes)).map(
    (row) => [row.key, row.id],
  ),
);
const sampleIds = await db
  .select({ id: properties.id })
  .from(properties)
  .where(eq(properties.isVisible, true))
  .orderBy(properties.id)
  .limit(200);

/** A drawn zone around the bay of Algiers, and a 50-point ring (the most points allowed). */
const ALGIERS_BAY = '36.80,2.95;36.80,3.10;36.74,3.22;36.68,3.20;36.66,3.05;36.72,2.93';
const ring = (points: number, degrees: number) =>
  Array.from({ length: points }, (_, i) => {
    const angle = (2 * Math.PI * i) / points;
    return `${(36.7538 + degrees * Math.sin(angle)).toFixed(5)},${(3.0588 + degrees * Math.cos(angle)).toFixed(5)}`;
  }).join(';');

const SEARCHES: [name: string, query: string][] = [
  ['no filter (default page)', ''],
  ['price range', 'min_price=10000000&max_price=20000000'],
  ['type + wilaya', `property_type_id=${typeIds.apartment}&wilayas=16`],
  [
    'multi-filter',
    `property_type_id=${typeIds.apartment},${typeIds.duplex}&property_status_id=1&wilayas=16,9,35` +
      '&min_price=5000000&max_price=30000000&max_bedrooms=3',
  ],
  ['keyword "bejaia"', 'text=bejaia'],
  ['keyword Arabic "وهران"', `text=${encodeURIComponent('وهران')}`],
  // Typed words read as filters (decision 0052): type and wilaya, then a commune kept as text.
  ['typed "villa alger" (type + wilaya)', 'text=villa%20alger'],
  ['typed "villa a vendre alger"', `text=${encodeURIComponent('villa a vendre alger')}`],
  ['typed "f4 a louer a staoueli"', `text=${encodeURIComponent('f4 a louer a staoueli')}`],
  ['keyword 2 words "vue mer"', 'text=vue%20mer'],
  ['map bounds (Algiers)', 'min_lat=36.6&max_lat=36.85&min_lng=2.9&max_lng=3.3'],
  ['amenities (3 commodities)', 'commodity_id=3,9,12&security_accessibility_id=2'],
  ['promotions only', 'ispromo=true'],
  ['sort date_desc', 'order_by=date_desc'],
  ['sort area_desc', 'order_by=area_desc'],
  ['sort price_drop', 'order_by=price_drop'],
  [
    'price_drop + type + wilaya',
    `order_by=price_drop&property_type_id=${typeIds.apartment}&wilayas=16`,
  ],
  ['price_drop + keyword "villa alger"', 'order_by=price_drop&text=villa%20alger'],
  // Search by area (decision 0046): a lat/lng box on the index, then the exact test.
  ['radius 5 km (Algiers)', 'lat=36.7538&lng=3.0588&radius_km=5'],
  ['radius 50 km (Algiers)', 'lat=36.7538&lng=3.0588&radius_km=50'],
  ['radius 200 km (Algiers)', 'lat=36.7538&lng=3.0588&radius_km=200'],
  [
    'radius 10 km + type',
    `lat=36.7538&lng=3.0588&radius_km=10&property_type_id=${typeIds.apartment}`,
  ],
  ['polygon 6 points (Algiers bay)', `polygon=${encodeURIComponent(ALGIERS_BAY)}`],
  ['polygon 50 points (circle, 30 km)', `polygon=${encodeURIComponent(ring(50, 0.3))}`],
  // Small areas (fewer matches than the total's cap): one pass sorts the area's listings.
  ['radius 1 km (Algiers)', 'lat=36.7538&lng=3.0588&radius_km=1'],
  ['radius 1 km + price_asc', 'lat=36.7538&lng=3.0588&radius_km=1&order_by=price_asc'],
  ['polygon 50 points (circle, 1.5 km)', `polygon=${encodeURIComponent(ring(50, 0.015))}`],
  ['deep page (page 500)', 'page=500'],
  ['deep page + price_asc', 'page=500&order_by=price_asc&min_price=1000000'],
];

const parse = (query: string) =>
  ZPropertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function measure(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn(); // warm-up (plans, caches)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
const raw = (db as unknown as { $client: RawClient }).$client;

async function explain(name: string, query: string) {
  // The page's SQL as the service runs it: with the sold and rented statuses ordered last.
  const closed = closedStatusIds(await loadReferenceItems(db, ['statuses']));
  // The query the service runs: typed words that name filters read as them (query-filters.ts).
  const refs = await loadReferenceItems(db, UNDERSTOOD_LISTS);
  const queries = searchQueries(db, withUnderstoodText(parse(query), refs), closed);
  const statements: [string, { toSQL(): { sql: string; params: unknown[] } }][] = [
    [queries.mode === 'single' ? 'page, one pass' : 'page', queries.page],
    ...(queries.mode === 'area'
      ? [['page, one pass over the area', queries.onePass] as [string, typeof queries.onePass]]
      : []),
    ...queries.countParts.map(
      (where, i): [string, { toSQL(): { sql: string; params: unknown[] } }] => [
        `capped count ${i + 1}`,
        cappedCountQuery(db, where),
      ],
    ),
  ];
  for (const [label, builder] of statements) {
    const { sql: text, params } = builder.toSQL();
    const result = await raw.query(`explain (analyze, costs off, timing off) ${text}`, params);
    console.log(`\n--- ${name} · ${label}`);
    for (const row of result.rows) console.log((row as Record<string, string>)['QUERY PLAN']);
  }
}

await app.ready();
const inject = async (url: string) => {
  const response = await app.inject({ url });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
};

const rows: [string, string, string, string, string, string][] = [];
const format = (ms: number) => ms.toFixed(1);
for (const [name, query] of SEARCHES) {
  const parsed = parse(query);
  const result = await searchProperties(db, parsed);
  const service = await measure(() => searchProperties(db, parsed));
  const api = await measure(() => inject(`/api/properties?${query}`));
  rows.push([
    name,
    String(result.total),
    format(service.p50),
    format(service.p95),
    format(api.p50),
    format(api.p95),
  ]);
  if (args.explain) await explain(name, query);
}

let next = 0;
const detailsId = () => sampleIds[next++ % sampleIds.length]!.id;
const others: [string, (() => Promise<unknown>) | null, () => Promise<unknown>][] = [
  [
    'details page',
    () => getPropertyDetails(db, detailsId(), 'fr'),
    () => inject(`/api/properties/${detailsId()}`),
  ],
  ['similar', null, () => inject(`/api/properties/similar?property_id=${detailsId()}`)],
  ['filter options', () => getFilterOptions(db, 'fr'), () => inject('/api/properties/filter')],
  ['per wilaya', null, () => inject('/api/properties/wilaya')],
  ['banner (salt)', null, () => inject('/api/banner?salt=bench&page=2')],
];
for (const [name, service, api] of others) {
  const s = service ? await measure(service) : null;
  const a = await measure(api);
  const cell = (ms: number | undefined) => (ms === undefined ? '—' : format(ms));
  rows.push([name, '', cell(s?.p50), cell(s?.p95), format(a.p50), format(a.p95)]);
}

const header = ['query', 'matches', 'service p50', 'service p95', 'API p50', 'API p95'] as const;
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: readonly string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
console.log(
  `\n${total} properties on ${database.driver}, ${runs} runs per query (ms; "—" = not measured)\n`,
);
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
for (const row of rows) console.log(line(row));

await assembled.close();
