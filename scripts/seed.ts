// Bulk seed for benchmarks: `npm run seed -- --count 100000 [--reset] [--seed 42]`.
// Fills the configured database (DATA_DIR or DATABASE_URL) with N generated, valid, varied
// properties — the same generator as the demo catalogue — deterministic for a given --seed.
// Stop the server first when using the embedded database: one process owns its directory
// (decision 0012; the seed stops with the server's pid otherwise).
import { like, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { media, properties } from '../server/db/schema.ts';
import { generateProperty, type NewProperty } from '../server/db/seed/catalogue.ts';
import { generateDemoImages, type SceneKind } from '../server/db/seed/demo-images.ts';
import { initializeDatabase } from '../server/db/seed/index.ts';
import { createRandom } from '../server/db/seed/random.ts';
import { seedReferenceLists } from '../server/db/seed/reference.ts';
import { createMediaStore } from '../server/storage/index.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const BATCH = 500;

const values = parseCli({
  usage: `
Usage: npm run seed -- [--count N] [--seed S] [--reset]

Adds N generated properties (valid, varied, the demo catalogue's generator) to the configured
database: DATABASE_URL when set, otherwise the embedded database in DATA_DIR (stop the server
first: one process at a time owns it).

Options:
  --count N   how many properties to add, 1 to 5000000 (default 1000)
  --seed S    seed of the generator: the same seed gives the same properties (default 1)
  --reset     delete every property first
  --help      this text
`,
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const total = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  console.error('--count must be a whole number between 1 and 5000000');
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}

const config = configOrExit();
const started = performance.now();
let database!: Awaited<ReturnType<typeof openDatabase>>;
await runOrExplain(config, async () => {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
});
const { db } = database;
const store = createMediaStore(config);
await initializeDatabase(db, store, { demo: false });
const refs = await seedReferenceLists(db);

// Reuse the demo photos already stored (named demo-<kind>-<n>.jpg), or draw them once.
const stored = await db.select().from(media).where(like(media.original_name, 'demo-%'));
let images = {} as Record<SceneKind, string[]>;
for (const row of stored) {
  const kind = row.original_name.split('-')[1] as SceneKind;
  (images[kind] ??= []).push(row.path);
}
if (!images.villa || !images.interior) images = await generateDemoImages(db, store);

if (values.reset) {
  await db.delete(properties);
  console.error('--reset: all properties deleted');
}

// Maintaining the trigram and GIN indexes row by row is what makes a bulk insert slow: for big
// loads they are dropped and rebuilt afterwards from their own definitions (pg_indexes).
const rebuildIndexes = total >= 10_000;
const secondaryIndexes = rebuildIndexes
  ? (
      (await db.execute(
        sql`select indexname, indexdef from pg_indexes
          where schemaname = 'public' and tablename = 'properties' and indexname <> 'properties_pkey'`,
      )) as unknown as { rows: { indexname: string; indexdef: string }[] }
    ).rows
  : [];
for (const index of secondaryIndexes) {
  await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
}

const rng = createRandom(seed);
const now = new Date();
const isTty = process.stderr.isTTY;
let lastReported = -1;
const report = (done: number) => {
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(done / seconds);
  const percent = Math.floor((done / total) * 100);
  if (isTty) {
    const bar = '#'.repeat(Math.floor(percent / 4)).padEnd(25, '.');
    process.stderr.write(`\r[${bar}] ${percent}% ${done}/${total} · ${rate} rows/s   `);
  } else if (percent >= lastReported + 10 || done === total) {
    lastReported = percent;
    console.error(`${percent}% ${done}/${total} · ${rate} rows/s`);
  }
};

for (let done = 0; done < total;) {
  const size = Math.min(BATCH, total - done);
  const rows: NewProperty[] = [];
  for (let i = 0; i < size; i++) rows.push(generateProperty(rng, done + i, { refs, images, now }));
  await db.insert(properties).values(rows);
  done += size;
  report(done);
}
if (isTty) process.stderr.write('\n');
if (secondaryIndexes.length > 0) {
  const indexStart = performance.now();
  for (const index of secondaryIndexes) await db.execute(sql.raw(index.indexdef));
  console.error(
    `${secondaryIndexes.length} indexes rebuilt in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`,
  );
}
// Fresh statistics and visibility map for the server that starts next: without them the planner
// guesses row counts (the default list answered at p97.5 205 ms right after a 100k seed instead
// of 33 ms) and index-only scans visit the heap. The embedded database has no autovacuum at all.
const vacuumStart = performance.now();
await db.execute(sql`vacuum analyze properties`);
console.error(`vacuum analyze in ${((performance.now() - vacuumStart) / 1000).toFixed(1)} s`);

const seconds = (performance.now() - started) / 1000;
console.log(
  `Inserted ${total} properties in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} rows/s) ` +
    `on ${database.driver}, seed ${seed}.`,
);
await database.close();
