// Catalogue import/export benchmark: `npm run bench:io -- [--count 100000] [--skip-seed]`.
// Seeds N properties with the bulk seed (scripts/seed.ts, as bench:api does) into the configured
// database (DATA_DIR or DATABASE_URL), then times, through the services the API routes call:
// the CSV export, the XLSX export, the preview of an import of N new properties (the export
// with its ids emptied, written to a temporary file as the route spools an upload) and its
// confirmation. For each it prints the time and the process's
// peak resident memory (sampled every 20 ms) above what it was before the step.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count } from 'drizzle-orm';
import { ZPropertyExportQuerySchema } from '../common/schemas/admin-property-io.ts';
import { openDatabase } from '../server/db/client.ts';
import { agents, properties } from '../server/db/schema.ts';
import {
  csvStream,
  exportRows,
  exportStream,
  xlsxStream,
} from '../server/services/property-io/export.ts';
import { confirmImport } from '../server/services/property-io/import-confirm.ts';
import { previewImport } from '../server/services/property-io/import-preview.ts';
import { createMediaStore } from '../server/storage/index.ts';
import { runSeed } from './bench-api/children.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const args = parseCli({
  usage: `
Usage: npm run bench:io -- [--count N] [--skip-seed] [--skip-export] [--import-format xlsx]
                          [--skip-confirm]

Seeds N properties (default 100000) into the configured database (DATA_DIR or DATABASE_URL; the
seed deletes the properties already there), then times the CSV and XLSX exports, the preview of
an import of N new properties and its confirmation, with the peak memory of each.

Options:
  --count N     properties to seed and to import (default 100000)
  --skip-seed   reuse the properties already there
  --skip-export time the import only (its file is still made from the export)
  --import-format csv|xlsx  the import file's format (default csv)
  --skip-confirm  stop after the preview (no property is added)
  --help        this text
`,
  options: {
    count: { type: 'string', default: '100000' },
    'skip-seed': { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
    'import-format': { type: 'string', default: 'csv' },
    'skip-confirm': { type: 'boolean', default: false },
  },
});
const total = Number(args.count);
const importFormat = ZPropertyExportQuerySchema.shape.format.parse(args['import-format']);
const config = configOrExit({ ...process.env, LOG_LEVEL: 'silent' });

if (!args['skip-seed']) {
  const driver = config.DATABASE_URL ? 'postgres' : 'pglite';
  console.error(`seeding ${total} properties (${driver})…`);
  const seeded = await runSeed({ driver, env: {} }, total);
  console.error(`seed: ${seeded.line} (${seeded.seconds.toFixed(1)} s)`);
}

let database!: Awaited<ReturnType<typeof openDatabase>>;
await runOrExplain(config, async () => {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
});
const { db } = database;
const media = createMediaStore(config);
const origin = config.PUBLIC_URL ?? 'http://localhost:3000';

interface Measure {
  step: string;
  seconds: number;
  peakMb: number;
  note: string;
}
const results: Measure[] = [];
const mb = (bytes: number) => bytes / 1024 / 1024;

async function measure<T>(step: string, run: () => Promise<T>, note: (value: T) => string) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const value = await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  results.push({ step, seconds, peakMb: mb(peak - before), note: note(value) });
  console.error(`${step}: ${seconds.toFixed(1)} s, +${mb(peak - before).toFixed(0)} MB`);
  return value;
}

/** Bytes of a stream, counted and dropped (what a client downloading it sees). */
async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return bytes;
}

/** The export again, ids emptied, on disk as an upload is: a file that creates every property anew. */
async function importFile(): Promise<{ path: string; bytes: number }> {
  async function* asNew() {
    for await (const cells of exportRows(db, query('csv'), origin)) {
      cells[0] = '';
      yield cells;
    }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-io-'));
  const file = path.join(dir, `import.${importFormat}`);
  const stream = importFormat === 'csv' ? csvStream(asNew()) : xlsxStream(asNew());
  await pipeline(stream, createWriteStream(file));
  return { path: file, bytes: (await stat(file)).size };
}

const query = (format: 'csv' | 'xlsx') => ZPropertyExportQuerySchema.parse({ format });

const [{ n: rows } = { n: 0 }] = await db.select({ n: count() }).from(properties);
console.error(`${rows} properties in the database`);
const [agent] = await db
  .insert(agents)
  .values({ username: `bench-io-${Date.now()}`, password_hash: 'x', type: 'superadmin' })
  .returning({ id: agents.id, username: agents.username });

for (const format of args['skip-export'] ? [] : (['csv', 'xlsx'] as const)) {
  await measure(
    `export ${format.toUpperCase()}`,
    () => drain(exportStream(db, query(format), origin).stream),
    (bytes) => `${rows} rows, ${mb(bytes).toFixed(1)} MB`,
  );
}
const file = await importFile();
const preview = await measure(
  `import preview (${importFormat.toUpperCase()})`,
  () =>
    previewImport(
      db,
      agent!.id,
      { name: `bench.${importFormat}`, source: { path: file.path } },
      origin,
    ),
  (answer) =>
    `${answer.total_rows} rows, ${answer.create_count} to create, ${answer.error_count} in error, ` +
    `file ${mb(file.bytes).toFixed(1)} MB`,
);
await rm(path.dirname(file.path), { recursive: true, force: true });
if (!args['skip-confirm']) {
  await measure(
    'import confirm',
    () =>
      confirmImport(db, media, preview.id, { id: agent!.id, username: agent!.username, ip: null }),
    (result) => `${result.created} created`,
  );
}

console.log(`\n| step | time | peak memory above start | |\n|---|---|---|---|`);
for (const r of results) {
  console.log(`| ${r.step} | ${r.seconds.toFixed(1)} s | ${r.peakMb.toFixed(0)} MB | ${r.note} |`);
}
await database.close();
