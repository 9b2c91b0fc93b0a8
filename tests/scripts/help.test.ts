// Every script with options answers --help with its usage and exit 0, without doing its work,
// and a wrong option with a message and the usage (exit 2), not a stack trace.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { runProcess, stderrLines } from '../helpers/processes.ts';

const SCRIPTS: [file: string, command: RegExp][] = [
  ['scripts/seed.ts', /^Usage: npm run seed -- /],
  ['scripts/backup.ts', /^Usage: npm run backup -- /],
  ['scripts/restore.ts', /^Usage: npm run restore -- --from DIR/],
  ['scripts/bench-api.ts', /^Usage: npm run bench:api -- /],
  ['scripts/bench-pages.ts', /^Usage: npm run bench:pages -- /],
  ['scripts/bench-search.ts', /^Usage: npx tsx scripts\/bench-search\.ts /],
  ['scripts/load-test.ts', /^Usage: npm run bench:load/],
  ['scripts/lighthouse-audit.ts', /^Usage: npm run audit:lighthouse -- /],
  ['scripts/bundle-budget.ts', /^Usage: npm run audit:bundle -- /],
];

describe('scripts --help', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  // Every script starts at once (one process each): this file runs alone, on both cores.
  it.concurrent(
    'prints the usage of every script and exits 0, doing nothing else',
    async ({ expect }) => {
      const results = await Promise.all(
        SCRIPTS.map(([file]) => runProcess(file, ['--help'], testDb.env)),
      );
      for (const [index, [file, command]] of SCRIPTS.entries()) {
        const result = results[index]!;
        expect({ file, code: result.code, stderr: stderrLines(result) }).toEqual({
          file,
          code: 0,
          stderr: [],
        });
        expect(result.stdout, file).toMatch(command);
        expect(result.stdout, file).toMatch(/--help\s+this text/);
      }
      // Neither the database nor the media were touched (seed, backup, restore).
      expect(await readdir(testDb.dataDir)).toEqual([]);
    },
    180_000,
  );

  it.concurrent(
    'answers a wrong option with its name and the usage, exit 2, no stack trace',
    async ({ expect }) => {
      const result = await runProcess('scripts/seed.ts', ['--cuont', '5'], testDb.env);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^Unknown option '--cuont'/);
      expect(result.stderr).toMatch(/Usage: npm run seed -- /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});
