import { spawn } from 'node:child_process';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { agents } from '../../server/db/schema.ts';
import { startServer } from '../../server/start.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { runProcess } from '../helpers/processes.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

// The shutdown test runs on a copy of the empty template; the two process starts are first
// starts (the admin line, the weak password refused before anyone is created), on blank
// databases, side by side: each start is one process on one core, and this file runs alone.
describe('process lifecycle', () => {
  it('finishes a request in flight on shutdown, then refuses new ones and closes the database', async () => {
    const testDb = await createTestDatabase({ from: 'empty' });
    const server = await startServer(testConfig(testDb, { SEED_DEMO: 'false' }), {
      web: 'none',
      ...guardedLogger(),
      configure: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        });
      },
    });
    const base = `http://127.0.0.1:${new URL(server.url).port}`;
    try {
      const inFlight = fetch(`${base}/api/test/slow`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = server.close();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await closing;
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      await expect(server.database.ping()).rejects.toThrow();
    } finally {
      await server.close();
      await testDb.drop();
    }
  });

  it.concurrent(
    'prints the URL and the admin line, answers, and exits cleanly on SIGTERM',
    async ({ expect }) => {
      const testDb = await createTestDatabase();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          ...testDb.env,
          NODE_ENV: 'test',
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: '',
          ADMIN_PASSWORD: '',
        },
      });
      try {
        let output = '';
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 60_000);
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match =
              /Admin: .*password "([^"]+)"/.test(output) && /Site:\s+(\S+)/.exec(output);
            if (match) {
              clearTimeout(timer);
              resolve(match[1]!);
            }
          });
          child.on('exit', () => reject(new Error(`exited early: ${output}`)));
        });
        const response = await fetch(`${url}/api/ready`);
        expect(response.status).toBe(200);
        const exited = new Promise<number | null>((resolve) =>
          child.on('exit', (code) => resolve(code)),
        );
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
        await testDb.drop();
      }
    },
    120_000,
  );

  it.concurrent(
    'stops with one French line, creating nobody, when ADMIN_PASSWORD is too weak',
    async ({ expect }) => {
      const testDb = await createTestDatabase();
      try {
        const result = await runProcess('server/main.ts', [], {
          ...testDb.env,
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'password1234',
        });
        expect(result.code).toBe(1);
        expect(result.stderr.trim()).toMatch(
          /^ADMIN_PASSWORD: Ce mot de passe est trop facile à deviner/m,
        );
        expect(result.stderr).not.toMatch(/\n\s+at /);
        const database = await openDatabase({
          databaseUrl: testDb.env.DATABASE_URL,
          dataDir: testDb.dataDir,
        });
        try {
          expect((await database.db.select({ n: count() }).from(agents))[0]?.n).toBe(0);
        } finally {
          await database.close();
        }
      } finally {
        await testDb.drop();
      }
    },
    120_000,
  );
});
