// The API benchmark (npm run bench:api) still runs end to end: a tiny catalogue, a few calls
// per case, on the driver under test. It seeds, starts the real server and the bare route, and
// checks every call's answer against its hand-written SQL before measuring; the figures are
// not asserted (this is a smoke test, not a timed one), so each case is measured over a few
// calls (--requests) rather than seconds. The embedded database starts as a copy of the demo
// template (migrated, its photos drawn): what is tested is the benchmark, not a first start.
import { describe, expect, it } from 'vitest';
import { benchDataDir } from '../helpers/bench-data.ts';
import { runProcess } from '../helpers/processes.ts';

const dataDir = await benchDataDir('bench-api');

const run = (args: string[]) =>
  runProcess('scripts/bench-api.ts', args, { LOG_LEVEL: 'silent' }, 170_000);

describe('npm run bench:api', () => {
  it(
    'seeds, checks each call against its SQL floor and prints the table',
    { timeout: 180_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      const result = await run([
        '--drivers',
        adminUrl ? 'postgres' : 'pglite',
        ...(adminUrl ? ['--pg-admin-url', adminUrl] : []),
        '--count',
        '200',
        '--requests',
        '4',
        '--warm-up',
        '0',
        '--connections',
        '2',
        '--data-dir',
        dataDir,
      ]);
      expect(result.stderr).not.toMatch(/does not give|Error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/200 properties \(\d+ visible\)/);
      for (const call of [
        'default list page',
        'keyword search',
        'multi-filter',
        'map bounds',
        'amenities filter',
        'Arabic keyword',
        'similar properties',
        'per-wilaya counts',
        'details page',
        '/api/properties/filter',
      ]) {
        expect(result.stdout).toMatch(
          new RegExp(`\\| ${call.replace('/', '\\/')}[^|]*\\| [^|]+\\| [\\d.]+ \\(`),
        );
      }
      expect(result.stdout).toContain('| HTTP · bare Fastify route |');
      expect(result.stdout).toContain('Inserted 200 properties');
    },
  );
});
