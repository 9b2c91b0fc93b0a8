// Samples for the error guard: the tests named "fails…" must fail, the others pass. The server
// ones run a real server whose routes answer a 4xx and a 5xx.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/start.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import { testConfig } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.ts';
import { expectConsoleError, expectServerError, guardedLogger } from '../../helpers/error-guard.ts';

let testDb: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  // A copy of the suite's empty template, handed down by error-guard.test.ts (vitest.config.ts).
  testDb = await createTestDatabase({ from: 'empty' });
  server = await startServer(testConfig(testDb, { SEED_DEMO: 'false' }), {
    web: 'none',
    ...guardedLogger(),
    configure: (app) => {
      app.get('/api/test/missing', async () => {
        throw new DomainError('property.not_found', 'no such thing');
      });
      app.get('/api/test/broken', async () => {
        throw new Error('the sample route broke');
      });
    },
  });
});
afterAll(async () => {
  await server.close();
  await testDb.drop();
});

const get = (path: string) => server.app.inject({ url: path });

it('fails on an unexpected console.error', () => {
  console.error('Warning: Each child in a list should have a unique "key" prop.');
});

it('passes with a console.error it expects', () => {
  expectConsoleError(/unique "key" prop/);
  console.error('Warning: Each child in a list should have a unique "key" prop.');
});

it('fails when an expected console.error never comes', () => {
  expectConsoleError(/never logged/);
});

it('passes with a 4xx: not an error of the server', async () => {
  expect((await get('/api/test/missing')).statusCode).toBe(404);
});

it('fails on an unexpected 5xx (the server logs an error)', async () => {
  expect((await get('/api/test/broken')).statusCode).toBe(500);
});

it('passes with a 5xx it expects', async () => {
  expectServerError(/request failed .*the sample route broke/);
  expect((await get('/api/test/broken')).statusCode).toBe(500);
});
