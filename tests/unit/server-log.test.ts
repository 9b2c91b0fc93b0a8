// The server's log as an operator reads it: one JSON line per entry, a failed request with its
// error under `err` (type, message, stack), the request without its secrets and the reply's
// status. The logger is made before the services (server/logger.ts) and handed to Fastify as its
// loggerInstance: these are what the switch from Fastify's own logger must keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble, type AssembledApp } from '../../server/assemble.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectServerError, guardedLogger } from '../helpers/error-guard.ts';

interface Entry {
  level: number;
  msg: string;
  reqId?: string;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
  err?: { type: string; message: string; stack: string };
}

let testDb: TestDatabase;
let assembled: AssembledApp;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Entry);

beforeAll(async () => {
  testDb = await createTestDatabase({ from: 'empty' });
  assembled = await assemble(testConfig(testDb, { SEED_DEMO: 'false', LOG_LEVEL: 'info' }), {
    web: 'none',
    ...guardedLogger({ write: (line) => void lines.push(line) }),
    configure: (app) => {
      app.get('/api/test/broken/:secret', async () => {
        throw new TypeError('the sample route broke');
      });
    },
  });
});
afterAll(async () => {
  await assembled?.close();
  await testDb.drop();
});

describe('the server log', () => {
  it('writes a failed request as JSON with the error, the request and the status', async () => {
    expectServerError(/request failed .*TypeError: the sample route broke/);
    const response = await assembled.app.inject({ url: '/api/test/broken/x?y=1' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    const ofRequest = entries().filter((entry) => entry.reqId === requestId);
    const failed = ofRequest.find((entry) => entry.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      err: { type: 'TypeError', message: 'the sample route broke' },
    });
    expect(failed!.err!.stack).toMatch(/^TypeError: the sample route broke\n\s+at /);
    const incoming = ofRequest.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/test/broken/x?y=1' });
    const completed = ofRequest.find((entry) => entry.msg === 'request completed');
    expect(completed?.res).toEqual({ statusCode: 500 });
  });

  it('hides the secret of an alert link and the credentials of a request', async () => {
    await assembled.app.inject({
      url: '/alerts/confirm/the-secret-token',
      headers: { authorization: 'Bearer not-for-the-log', cookie: 'session=not-for-the-log' },
    });
    const log = lines.join('\n');
    expect(log).toContain('/alerts/confirm/[redacted]');
    expect(log).not.toContain('the-secret-token');
    expect(log).not.toContain('not-for-the-log');
  });
});
