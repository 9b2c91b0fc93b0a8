// The list map's answer, measured: `npx tsx scripts/bench-map-points.ts [--runs 20]`.
// Opens the configured database (DATA_DIR or DATABASE_URL; fill it first with
// `npm run seed -- --count 5000 --reset`) and prints, for a few searches, how many points the map
// receives, the answer's size (JSON, raw and gzip) and its time (p50/p95 of the service call), next
// to what it would weigh if every point carried its popup (first photo, title, city, wilaya in
// Arabic, the longest), and the size of the one card a popup reads when it opens
// (GET /api/properties/by-ids). Decision 0034 quotes these figures.
import { gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { ZPropertySearchQuerySchema } from '../common/schemas/search.ts';
import { statusesForPage } from '../common/search-query.ts';
import { openDatabase } from '../server/db/client.ts';
import { properties } from '../server/db/schema.ts';
import { searchMapPoints } from '../server/services/search/property-map-points.ts';
import { getFilterOptions } from '../server/services/reference/reference-options.ts';
import { cardsByIds } from '../server/services/return-visits/property-cards.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npx tsx scripts/bench-map-points.ts [--runs N]

Measures the list map's points answer on the configured database (DATA_DIR or DATABASE_URL):
points sent, bytes (raw, gzip), p50/p95 milliseconds, and the size it would have with the
popups' details in every point.

Options:
  --runs N    repetitions of each call (default 20)
  --help      this text
`,
  options: { runs: { type: 'string', default: '20' } },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

const config = configOrExit({ ...process.env, LOG_LEVEL: 'silent' });
let database!: Awaited<ReturnType<typeof openDatabase>>;
await runOrExplain(config, async () => {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
});
const { db } = database;
const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(properties);

const options = await getFilterOptions(db, 'en');
const rentStatusIds = statusesForPage('rent', options.statuses).map(Number);

const SEARCHES: [name: string, query: string][] = [
  ['everything (/properties/both)', ''],
  ['rents', `property_status_id=${rentStatusIds.join(',')}`],
  ['one wilaya (16, Alger)', 'wilayas=16'],
];

const bytes = (value: unknown) => {
  const json = Buffer.from(JSON.stringify(value));
  return { raw: json.length, gzip: gzipSync(json, { level: 6 }).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function timed(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

console.log(`${total} properties on ${database.driver}, ${runs} runs each\n`);
console.log('search | points | answer raw / gzip | p50 / p95 | with popup details raw / gzip');
for (const [name, query] of SEARCHES) {
  const filters = ZPropertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const answer = await searchMapPoints(db, filters, { rentStatusIds });
  const time = await timed(() => searchMapPoints(db, filters, { rentStatusIds }));
  // The popups' details of the same points, in Arabic (cards by id, 100 at a time).
  const ids = answer.points.map(([id]) => id);
  const details = new Map<number, unknown[]>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await cardsByIds(db, ids.slice(i, i + 100), 'ar');
    for (const card of data) {
      details.set(card.id, [card.images[0] ?? null, card.name, card.city, card.wilaya]);
    }
  }
  const withDetails = {
    ...answer,
    points: answer.points.map((point) => [...point, ...(details.get(point[0]) ?? [])]),
  };
  const size = bytes(answer);
  const fat = bytes(withDetails);
  console.log(
    `${name} | ${answer.points.length}${answer.truncated ? ' (cut)' : ''} | ` +
      `${kb(size.raw)} / ${kb(size.gzip)} | ${time.p50.toFixed(1)} / ${time.p95.toFixed(1)} ms | ` +
      `${kb(fat.raw)} / ${kb(fat.gzip)}`,
  );
}

const [firstId] = (await searchMapPoints(db, ZPropertySearchQuerySchema.parse({}), { limit: 1 }))
  .points[0] ?? [0];
const card = bytes(await cardsByIds(db, [firstId], 'ar'));
console.log(`\nOne popup's card (by-ids, ar): ${card.raw} B raw, ${card.gzip} B gzip`);
await database.close();
