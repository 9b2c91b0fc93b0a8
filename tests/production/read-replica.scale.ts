// Read replicas for real: a scratch PostgreSQL primary and a streaming replica of it
// (pg_basebackup -R) on loopback, and two production instances with DATABASE_URL on the primary
// and DATABASE_READ_URL on the replica. A property saved through A's back-office API is found by
// B's public search once replicated, never before; the person who saved it sees it at once;
// a replica that falls behind, or stops, leaves the site answering from the primary.
// `npm run test:scale` (after `npm run build`).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, assertBuilt, type Instance, sleep, startInstance, villaBody } from './cluster.ts';
import { startStreamingPair, type StreamingPair } from './streaming-replica.ts';

let pair: StreamingPair | undefined;
let dataDir: string;
const instances: Instance[] = [];
let a: string;
let b: string;
let token: string;

beforeAll(async () => {
  assertBuilt();
  pair = await startStreamingPair({ primary: 45432, replica: 45433 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-replica-apps-'));
  const env = {
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.replicaUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  };
  // One after the other: the first migrates the primary, the replica replays it.
  for (const [name, port] of [
    ['app1', 4281],
    ['app2', 4282],
  ] as const) {
    instances.push(
      await startInstance({ name, port, env: { ...env, DATA_DIR: path.join(dataDir, name) } }),
    );
  }
  [a, b] = instances.map((instance) => instance.url) as [string, string];
  const login = await fetch(`${a}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop().catch(() => {})));
  await pair?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const admin = (url: string, init: RequestInit = {}) =>
  fetch(url, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
  });

/** Ids found by the public search for `word` through `base` (200 asserted). */
async function search(base: string, word: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/properties?text=${word}&locale=fr`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((card) => card.id);
}

async function createProperty(word: string): Promise<{ id: number; cookie: string }> {
  const created = await admin(`${a}/api/admin/property`, {
    method: 'POST',
    body: villaBody(word),
  });
  expect(created.status).toBe(201);
  const cookie = created.headers.getSetCookie().find((c) => c.startsWith('recent_write='));
  expect(cookie).toBeDefined();
  return { id: ((await created.json()) as { id: number }).id, cookie: cookie!.split(';')[0]! };
}

/** Polls until `check` holds (replication on loopback takes milliseconds). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const replicaLines = (instance: Instance) =>
  instance
    .output()
    .split('\n')
    .filter((line) => line.includes('read replica'));

describe('a streaming read replica behind two instances', () => {
  it('serves B the property saved on A once replicated, and never before', async () => {
    // In step from the start: nothing was said about the replica.
    for (const instance of instances) expect(replicaLines(instance)).toEqual([]);
    // Replay paused: the replica is frozen, as a lagging one would be (for under 10 s).
    await pair!.onReplica('select pg_wal_replay_pause()');
    const word = `zr${randomBytes(4).toString('hex')}`;
    const { id, cookie } = await createProperty(word);
    try {
      // B's public search reads the replica: not there yet.
      expect(await search(b, word)).toEqual([]);
      // The person who saved reads the primary: the CMS at once, the public site with the
      // marker cookie their save set.
      const shown = await admin(`${a}/api/admin/property/${id}`);
      expect(shown.status).toBe(200);
      expect(((await shown.json()) as { name_fr: string }).name_fr).toBe(`Villa ${word} à Tipaza`);
      expect(await search(b, word, { cookie })).toEqual([id]);
    } finally {
      await pair!.onReplica('select pg_wal_replay_resume()');
    }
    await eventually(async () => (await search(b, word)).includes(id));
    // The public page too (its loader reads the replica).
    const page = await fetch(`${b}/property/${id}`, { headers: { cookie: 'lang=fr' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(word);
  });

  it('skips a replica more than 10 s behind: the primary answers, one log line', async () => {
    await pair!.onReplica('select pg_wal_replay_pause()');
    const word = `zl${randomBytes(4).toString('hex')}`;
    try {
      const { id } = await createProperty(word);
      expect(await search(b, word)).toEqual([]);
      // Past the limit (10 s) and a probe (2 s): B reads the primary and finds it.
      await eventually(async () => (await search(b, word)).includes(id), 20_000);
      for (let i = 0; i < 5; i++) expect(await search(b, word)).toEqual([id]);
      const skipped = replicaLines(instances[1]!).filter((line) => line.includes('skipped'));
      expect(skipped, instances[1]!.output()).toHaveLength(1);
      expect(skipped[0]).toMatch(/behind the primary/);
    } finally {
      await pair!.onReplica('select pg_wal_replay_resume()');
    }
    // Back in step at the next probe, said once.
    await eventually(
      async () => replicaLines(instances[1]!).some((line) => line.includes('back in step')),
      10_000,
    );
  });

  it('keeps the public site answering when the replica stops', async () => {
    const word = `zs${randomBytes(4).toString('hex')}`;
    const { id } = await createProperty(word);
    await eventually(async () => (await search(b, word)).includes(id));
    await pair!.stopReplica();
    // At once, before any probe noticed: every answer comes from the primary.
    for (const base of [a, b]) {
      expect(await search(base, word)).toEqual([id]);
      const home = await fetch(`${base}/`, { headers: { cookie: 'lang=fr' } });
      expect(home.status).toBe(200);
      const page = await fetch(`${base}/property/${id}`, { headers: { cookie: 'lang=fr' } });
      expect(page.status).toBe(200);
    }
    await sleep(2_500);
    expect(await search(b, word)).toEqual([id]);
    expect(replicaLines(instances[1]!).filter((line) => line.includes('skipped'))).toHaveLength(2);
  });
});
