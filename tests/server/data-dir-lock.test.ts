// One process at a time on an embedded database (decision 0012): a second server, the seed and
// the backup stop with one line naming the holder, the holder keeps its data, and a holder killed
// with kill -9 does not block the next start. On PostgreSQL DATA_DIR is not locked. The
// databases are copies of the empty template (migrated, reference lists, the first superadmin):
// the lock is the subject, not a first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SUPERADMIN } from '../helpers/auth.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/database.ts';
import {
  runProcess,
  startServerProcess,
  stderrLines,
  type ServerProcess,
} from '../helpers/processes.ts';

const ADMIN = FIRST_SUPERADMIN;

async function createProperty(base: string, name: string): Promise<number> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${base}/api/admin/property`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name_fr: name, name_en: name, name_ar: name, base_price: 1_000_000 }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function propertyNames(base: string): Promise<string[]> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${base}/api/admin/property?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name_fr: string }[] }).data.map((p) => p.name_fr);
}

describe.runIf(testDriver === 'pglite')('the embedded database has one owner', () => {
  let testDb: TestDatabase;
  let env: Record<string, string>;
  let first: ServerProcess | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase({ from: 'empty' });
    env = testDb.env;
  });
  afterAll(async () => {
    await first?.crash();
    await testDb.drop();
  });

  it('refuses a second server and the seed with one line naming the holder; the holder keeps serving', async () => {
    first = await startServerProcess(env);
    await createProperty(first.url, 'Kept by the first server');
    const pid = first.child.pid!;
    const [secondServer, seed, backup] = await Promise.all([
      runProcess('server/main.ts', [], env),
      runProcess('scripts/seed.ts', ['--count', '10'], env),
      runProcess('scripts/backup.ts', ['--out', `${testDb.dataDir}/backup`], env),
    ]);
    for (const result of [secondServer, seed, backup]) {
      expect(result.code).not.toBe(0);
      expect(stderrLines(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^DATA_DIR .+ is in use by process ${pid} \\(server/main\\.ts.*stop that process first`,
          ),
        ),
      ]);
      expect(result.stdout).not.toMatch(/Inserted|Site:|Backup written/);
    }
    const ready = await fetch(`${first.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await propertyNames(first.url)).toEqual(['Kept by the first server']);
  }, 180_000);

  it('lets the next process in at once after the holder was killed with kill -9, losing nothing', async () => {
    await first!.crash();
    first = undefined;
    const seed = await runProcess('scripts/seed.ts', ['--count', '3'], env);
    expect(stderrLines(seed).join('\n')).not.toMatch(/in use/);
    expect(seed.code).toBe(0);
    expect(seed.stdout).toMatch(/Inserted 3 properties/);

    const restarted = await startServerProcess(env);
    try {
      const names = await propertyNames(restarted.url);
      expect(names).toContain('Kept by the first server');
      expect(names).toHaveLength(4);
      // A clean stop gives the directory back too.
      expect(await restarted.stop()).toBe(0);
      const after = await runProcess('scripts/seed.ts', ['--count', '1'], env);
      expect(after.code).toBe(0);
    } finally {
      await restarted.crash();
    }
  }, 180_000);
});

describe.runIf(testDriver === 'postgres')('DATA_DIR on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('is not locked: several instances share it (media and key files), as deployments do', async () => {
    const env = { ...testDb.env, JWT_SECRET: 'a-shared-key-of-at-least-thirty-two-chars' };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      for (const server of servers) {
        expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 120_000);
});
