// A start that cannot succeed ends with exit 1 and one line naming the cause and the variable
// to fix, never a stack trace: the real process (server/main.ts), as a person would run it.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { runProcess, stderrLines } from '../helpers/processes.ts';

const PG_HOST = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
  .host;

describe('start-up failures', () => {
  let testDb: TestDatabase;
  let taken: net.Server;
  let takenPort: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await testDb.drop();
  });

  // The six starts run at once (one process each): this file runs alone, on both cores.
  it.concurrent(
    'each cause is one line naming its variable, exit 1, no stack trace',
    async ({ expect }) => {
      const aFile = path.join(testDb.dataDir, 'a-file');
      await writeFile(aFile, 'not a directory');
      const cases: [env: Record<string, string>, line: RegExp][] = [
        [
          { DATABASE_URL: 'postgres://postgres:secret-pw@no-such-host.invalid:5432/portal' },
          /^DATABASE_URL: cannot reach PostgreSQL at no-such-host\.invalid:5432: the host name (is unknown|could not be resolved)/,
        ],
        [
          { DATABASE_URL: 'postgres://postgres:secret-pw@127.0.0.1:1/portal' },
          /^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1: nothing answers at that address \(ECONNREFUSED\)\.$/,
        ],
        [
          { DATABASE_URL: `postgres://no_such_role:secret-pw@${PG_HOST}/test` },
          /^DATABASE_URL: PostgreSQL at .+ refused the credentials: role "no_such_role" does not exist\.$/,
        ],
        [
          { ...testDb.env, PORT: String(takenPort) },
          new RegExp(
            `^PORT ${takenPort} is already in use on 127\\.0\\.0\\.1: .*set another PORT\\.$`,
          ),
        ],
        [
          { ...testDb.env, DATA_DIR: path.join(aFile, 'data') },
          /^DATA_DIR .+a-file\/data is not writable: ENOTDIR: not a directory/,
        ],
      ];
      const results = await Promise.all(
        cases.map(([env]) =>
          runProcess('server/main.ts', [], {
            DATA_DIR: testDb.dataDir,
            JWT_SECRET: 'a-key-of-at-least-thirty-two-characters',
            ...env,
          }),
        ),
      );
      for (const [index, [env, line]] of cases.entries()) {
        const result = results[index]!;
        expect({ env, code: result.code, stderr: stderrLines(result) }).toEqual({
          env,
          code: 1,
          stderr: [expect.stringMatching(line)],
        });
        expect(result.stderr).not.toContain('secret-pw');
      }
    },
    180_000,
  );

  it.concurrent(
    'a taken port stops the first start before it seeds or creates the first superadmin',
    async ({ expect }) => {
      // Otherwise the generated admin password would be made, stored and never shown.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-port-'));
      try {
        const result = await runProcess('server/main.ts', [], {
          DATA_DIR: dataDir,
          PORT: String(takenPort),
          HOST: '127.0.0.1',
          JWT_SECRET: 'a-key-of-at-least-thirty-two-characters',
        });
        expect(result.code).toBe(1);
        expect(stderrLines(result)).toEqual([expect.stringMatching(/^PORT \d+ is already in use/)]);
        expect(await readdir(dataDir)).not.toContain('pglite');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
