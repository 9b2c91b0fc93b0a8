// kill -9 while properties and contact messages are being written: after a restart, every write
// that was answered 2xx is there, complete, and the server starts cleanly. Once on PostgreSQL
// (with S3 and Redis, as in a scaled-out deployment), once on the embedded database (PGlite, one
// process, data directory on disk). `npm run test:scale` (after `npm run build`).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { selectRows } from '../../server/db/rows.ts';
import { startLocalS3 } from '../helpers/s3.ts';
import {
  ADMIN,
  assertBuilt,
  createScratchDatabase,
  REDIS_URL,
  sleep,
  startInstance,
  type Instance,
} from './cluster.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Acknowledged {
  properties: { id: number; name: string }[];
  messages: string[];
  /** Requests that got no answer (cut by the kill): they may or may not have been stored. */
  unanswered: number;
}

/**
 * Writes properties (through the admin API) and contact messages (public API) from several
 * loops at once until `stop()`; keeps what was answered 2xx. Each contact message comes from
 * its own client address, so the per-client limit never refuses one.
 */
function startWriters(base: string, token: string, run: string) {
  const acknowledged: Acknowledged = { properties: [], messages: [], unanswered: 0 };
  let stopped = false;
  let sequence = 0;
  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const propertyLoop = async () => {
    while (!stopped) {
      const name = `Crash ${run} ${++sequence}`;
      try {
        const response = await post(
          '/api/admin/property',
          { name_fr: name, name_en: name, name_ar: name, base_price: 1_000_000 + sequence },
          { authorization: `Bearer ${token}` },
        );
        if (response.status !== 201) throw new Error(`property: ${response.status}`);
        acknowledged.properties.push({ id: ((await response.json()) as { id: number }).id, name });
      } catch (error) {
        if (error instanceof Error && /^property: /.test(error.message)) throw error;
        acknowledged.unanswered += 1;
        return;
      }
    }
  };
  const messageLoop = async () => {
    while (!stopped) {
      const n = ++sequence;
      const object = `Crash ${run} message ${n}`;
      try {
        const response = await post(
          '/api/email/sendContactUsEmail',
          { full_name: 'Test', email: 'test@example.dz', object, message: 'Bonjour' },
          { 'x-forwarded-for': `10.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` },
        );
        if (response.status !== 201) throw new Error(`message: ${response.status}`);
        await response.arrayBuffer();
        acknowledged.messages.push(object);
      } catch (error) {
        if (error instanceof Error && /^message: /.test(error.message)) throw error;
        acknowledged.unanswered += 1;
        return;
      }
    }
  };
  const loops = Promise.all([propertyLoop(), propertyLoop(), messageLoop(), messageLoop()]);
  return {
    acknowledged,
    /** Resolves when each loop has had its request cut (after a kill) or was stopped. */
    finished: async () => {
      stopped = true;
      await loops;
    },
    /** Waits until at least `count` writes were answered. */
    async atLeast(count: number) {
      const deadline = Date.now() + 120_000;
      while (acknowledged.properties.length + acknowledged.messages.length < count) {
        if (Date.now() > deadline) throw new Error('writes too slow');
        await sleep(50);
      }
    },
  };
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Kills the instance with SIGKILL in the middle of the writes; answers what was acknowledged. */
async function crashDuringWrites(instance: Instance, run: string): Promise<Acknowledged> {
  const writers = startWriters(instance.url, await login(instance.url), run);
  await writers.atLeast(40);
  await instance.crash();
  // Every loop ends on the request the kill cut (or stops at once).
  await writers.finished();
  const { properties, messages, unanswered } = writers.acknowledged;
  console.log(
    `${instance.name} killed: ${properties.length} properties and ${messages.length} messages ` +
      `acknowledged, ${unanswered} requests cut`,
  );
  return writers.acknowledged;
}

/**
 * A word that marks this run's writes and is searched as plain text: it starts with a letter so
 * the search never reads it as a number with a unit (« 8972da »).
 */
const runMark = () => `z${randomBytes(3).toString('hex')}`;

async function timedStart(...args: Parameters<typeof startInstance>): Promise<Instance> {
  const started = Date.now();
  const instance = await startInstance(...args);
  console.log(`${instance.name} ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return instance;
}

/** Every acknowledged write is in the database, complete; no write is half there. */
async function expectConsistent(db: Database['db'], run: string, acknowledged: Acknowledged) {
  const properties = await selectRows<{ id: number; name_fr: string; search_text: string | null }>(
    db,
    sql`select id, name_fr, search_text from properties where name_fr like ${`Crash ${run} %`}`,
  );
  const byId = new Map(properties.map((row) => [Number(row.id), row]));
  for (const { id, name } of acknowledged.properties) {
    expect(byId.get(id)?.name_fr, `property ${id} "${name}"`).toBe(name);
  }
  // Rows committed but not acknowledged (the answer was cut) are allowed, but complete.
  for (const row of properties) expect(row.search_text).toContain('crash');
  const names = properties.map((row) => row.name_fr);
  expect(new Set(names).size).toBe(names.length);

  const messages = await selectRows<{ object: string }>(
    db,
    sql`select object from contact_messages where object like ${`Crash ${run} %`}`,
  );
  const objects = new Set(messages.map((row) => row.object));
  for (const object of acknowledged.messages) expect(objects.has(object), object).toBe(true);
  expect(objects.size).toBe(messages.length);
}

/**
 * The log lines that report an error: pino lines at level error (50) or fatal (60), and any
 * other line naming an Error (an uncaught exception's trace). Warnings stay out: a Redis command
 * that times out on a loaded machine is logged at warn and served from the process instead.
 */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.startsWith('{')) return /Error\b/.test(line);
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return /Error\b/.test(line);
    }
  });
}

/** The restarted server logged no error and answers a search for the written properties. */
async function expectCleanRestart(instance: Instance, run: string, acknowledged: Acknowledged) {
  expect(errorLines(instance.output())).toEqual([]);
  const response = await fetch(
    `${instance.url}/api/properties?text=${encodeURIComponent(`Crash ${run}`)}&limit=1`,
  );
  expect(response.status).toBe(200);
  const { total } = (await response.json()) as { total?: number };
  if (total !== undefined) {
    expect(total).toBeGreaterThanOrEqual(acknowledged.properties.length);
  }
}

describe('kill -9 during writes', () => {
  it('on PostgreSQL: every acknowledged write survives, the restart is clean', async () => {
    assertBuilt();
    const database = await createScratchDatabase();
    cleanups.push(database.drop);
    const s3 = await startLocalS3();
    cleanups.push(s3.stop);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `crash-${randomBytes(4).toString('hex')}:`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    };
    const run = runMark();

    const first = await timedStart({ name: 'pg-1', port: 4193, env });
    cleanups.push(first.stop);
    const acknowledged = await crashDuringWrites(first, run);
    expect(acknowledged.properties.length + acknowledged.messages.length).toBeGreaterThanOrEqual(
      40,
    );

    const restarted = await timedStart({ name: 'pg-2', port: 4193, env });
    cleanups.push(restarted.stop);
    await expectCleanRestart(restarted, run, acknowledged);
    const check = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      await expectConsistent(check.db, run, acknowledged);
    } finally {
      await check.close();
    }
    await restarted.stop();
  });

  it('on the embedded database: every acknowledged write survives, the restart is clean', async () => {
    assertBuilt();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-pglite-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '', REDIS_URL: '' };
    const run = runMark();

    const first = await timedStart({ name: 'pglite-1', port: 4194, env });
    cleanups.push(first.stop);
    const acknowledged = await crashDuringWrites(first, run);
    expect(acknowledged.properties.length + acknowledged.messages.length).toBeGreaterThanOrEqual(
      40,
    );

    // Same data directory: the embedded database recovers from its write-ahead log.
    const restarted = await timedStart({ name: 'pglite-2', port: 4194, env });
    cleanups.push(restarted.stop);
    await expectCleanRestart(restarted, run, acknowledged);
    // A second write after the restart works too.
    const token = await login(restarted.url);
    const after = await fetch(`${restarted.url}/api/admin/property`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name_fr: `Crash ${run} after`,
        name_en: 'After',
        name_ar: 'بعد',
        base_price: 5,
      }),
    });
    expect(after.status).toBe(201);
    // One process owns the embedded database: stop it, then read the directory here.
    await restarted.stop();
    expect(restarted.child.exitCode).toBe(0);
    const check = await openDatabase({ dataDir });
    try {
      await expectConsistent(check.db, run, acknowledged);
    } finally {
      await check.close();
    }
  });
});
