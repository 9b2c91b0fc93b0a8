// Bulk seed for benchmarks: `npm run seed -- --count 100000 [--reset] [--seed 42]`.
// Fills the configured database (DATA_DIR or DATABASE_URL) with N generated, valid, varied
// properties — the same generator as the demo catalogue — deterministic for a given --seed.
// Stop the server first when using the embedded database: one process owns its directory
// (decision 0012; the seed stops with the server's pid otherwise).
import { getTableColumns, like, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { media, properties } from '../server/db/schema.ts';
import { openBulkSession } from '../server/db/seed/bulk-copy.ts';
import { generateProperty } from '../server/db/seed/catalogue.ts';
import { copyLine } from '../server/db/seed/copy-text.ts';
import { generateDemoImages, type SceneKind } from '../server/db/seed/demo-images.ts';
import { initializeDatabase } from '../server/db/seed/index.ts';
import { createRandom } from '../server/db/seed/random.ts';
import { seedReferenceLists } from '../server/db/seed/reference.ts';
import { rebuildIndexes } from '../server/db/seed/rebuild-indexes.ts';
import { createMediaStore } from '../server/storage/index.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

// Rows generated per chunk of COPY text (about 1.3 MB).
const CHUNK_ROWS = 500;
// Memory for each index build: the trigram index of a million rows sorts in memory instead of
// spilling. The embedded database lives in a WebAssembly heap of its own, so it gets less.
const MAINTENANCE_WORK_MEM = { postgres: '512MB', pglite: '128MB' } as const;

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
  --rebuild-indexes-from N
              from this many properties on, drop the secondary indexes before the load and
              rebuild them after it, which is faster for big loads (default 10000)
  --help      this text
`,
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    'rebuild-indexes-from': { type: 'string', default: '10000' },
  },
});
const total = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  console.error('--count must be a whole number between 1 and 5000000');
  process.exit(2);
}
const rebuildFrom = Number(values['rebuild-indexes-from']);
if (!Number.isInteger(rebuildFrom) || rebuildFrom < 1) {
  console.error('--rebuild-indexes-from must be a whole number, 1 or more');
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

// The columns the generator fills (the same for every row); the others keep their defaults.
const generatedKeys = Object.keys(generateProperty(createRandom(seed), 0, { refs, images, now }));
const tableColumns = getTableColumns(properties) as Record<string, { name: string }>;
const copyTarget = `properties (${generatedKeys.map((key) => `"${tableColumns[key]!.name}"`).join(', ')})`;

/** The rows as COPY text, a few hundred lines per chunk: only one chunk is in memory at a time. */
function* copyChunks(): Generator<string> {
  for (let done = 0; done < total;) {
    const size = Math.min(CHUNK_ROWS, total - done);
    let chunk = '';
    for (let i = 0; i < size; i++) {
      chunk += copyLine(generateProperty(rng, done + i, { refs, images, now }), generatedKeys);
    }
    yield chunk;
    done += size;
    report(done);
  }
}

// One transaction for the rows: a server reading meanwhile sees the catalogue before or after the
// load, and a failed load leaves the rows as they were.
const session = await openBulkSession(database);
let secondaryIndexes: Record<string, unknown>[] = [];
try {
  await session.query('begin');
  // The catalogue version (migration 0009) is bumped by statement-level triggers: one bump per
  // COPY chunk on the embedded database. They are off during the load and fired once at the end.
  const versionTriggers = (
    await session.query(
      `select tgname from pg_trigger
        where tgrelid = 'properties'::regclass and tgfoid = 'bump_catalogue_version'::regproc`,
    )
  ).map((row) => String(row.tgname));
  for (const name of versionTriggers) {
    await session.query(`alter table properties disable trigger "${name}"`);
  }
  if (values.reset) {
    await session.query('delete from properties');
    console.error('--reset: all properties deleted');
  }

  // Maintaining the trigram and GIN indexes row by row is what makes a bulk load slow: for big
  // loads (--rebuild-indexes-from) they are dropped and rebuilt once afterwards from their own
  // definitions (pg_indexes), so the seed follows whatever indexes the migrations made.
  secondaryIndexes =
    total >= rebuildFrom
      ? await session.query(
          `select indexname, indexdef from pg_indexes
            where schemaname = 'public' and tablename = 'properties'
              and indexname <> 'properties_pkey'`,
        )
      : [];
  for (const index of secondaryIndexes) {
    await session.query(`drop index if exists "${String(index.indexname)}"`);
  }

  await session.copyIn(copyTarget, copyChunks());
  if (isTty) process.stderr.write('\n');
  console.error(`${total} rows copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  for (const name of versionTriggers) {
    await session.query(`alter table properties enable trigger "${name}"`);
  }
  // A statement-level trigger fires even when no row matches: this bumps the version once, through
  // the migration's own function, for the whole load.
  if (versionTriggers.length > 0) await session.query('delete from properties where false');
  await session.query('commit');
} catch (error) {
  await session.query('rollback').catch(() => {});
  throw error;
} finally {
  await session.release();
}

// The indexes are rebuilt after the commit, two at a time on PostgreSQL (rebuild-indexes.ts): a
// build on a second connection only sees rows that are committed. Until they are back, a server
// reading the catalogue answers right but slowly.
if (secondaryIndexes.length > 0) {
  const indexStart = performance.now();
  await rebuildIndexes(
    database,
    secondaryIndexes.map((index) => ({
      name: String(index.indexname),
      definition: String(index.indexdef),
    })),
    MAINTENANCE_WORK_MEM[database.driver],
  );
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
