// The pages benchmark (npm run bench:pages) still runs end to end on the production build: a
// tiny catalogue, a few requests per page, on the driver under test. Every page must answer 200
// before and while it is measured; the figures are not asserted (a smoke test, not a timed one),
// so each page is measured over a few requests (--requests) rather than seconds. The embedded
// database starts as a copy of the demo template (migrated, its photos drawn): what is tested is
// the benchmark, not a first start. Needs `npm run build` first, as the benchmark itself does.
import { describe, expect, it } from 'vitest';
import { benchDataDir } from '../helpers/bench-data.ts';
import { runProcess } from '../helpers/processes.ts';

const dataDir = await benchDataDir('bench-pages');

const run = (args: string[]) =>
  runProcess('scripts/bench-pages.ts', args, { LOG_LEVEL: 'silent' }, 170_000);

describe('npm run bench:pages', () => {
  it(
    'seeds, serves the production build and prints each page’s figures',
    { timeout: 180_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      const result = await run([
        '--driver',
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
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/: \d+ visible properties \(200 seeded\)/);
      for (const page of [
        'home \\(fr\\)',
        'home \\(ar\\)',
        'list, for sale',
        'property \\(fr\\)',
      ]) {
        expect(result.stdout).toMatch(
          new RegExp(`\\| ${page}[^|]*\\| [^|]+\\| [\\d.]+ \\| [\\d.]+ \\| \\d+ \\|`),
        );
      }
      expect(result.stdout).toMatch(/load average \(1, 5, 15 min\) [\d.]+, [\d.]+, [\d.]+ before/);
      expect(result.stdout).toContain('Inserted 200 properties');
      if (adminUrl) expect(result.stdout).toMatch(/shared_buffers \d+\s?[kMGT]B/);
    },
  );
});
