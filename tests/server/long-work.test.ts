// A bulk route (the catalogue import) may work longer than the idle limit before it answers:
// allowLongWork keeps its silent socket open, and gives the usual limit back after the answer.
// A real Fastify server on a real socket, with the limits shortened.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLongWork, LONG_WORK_MS, timeoutOptions } from '../../server/http/timeouts.ts';

const SHORT = {
  headersMs: 1_000,
  requestMs: 2_000,
  idleMs: 1_000,
  keepAliveMs: 1_000,
  checkIntervalMs: 200,
};
/** Longer than the idle limit. */
const WORK_MS = 2_500;

describe('long work before an answer', () => {
  let app: FastifyInstance;
  let base: string;
  /** Each bulk request's socket, by the name the test gave it (x-probe). */
  const bulkSockets = new Map<string, Socket>();

  beforeAll(async () => {
    app = Fastify({ ...timeoutOptions(SHORT), logger: false });
    const work = async () => {
      await sleep(WORK_MS);
      return { done: true };
    };
    app.post('/plain', work);
    app.post('/bulk', { onRequest: allowLongWork }, async (request) => {
      bulkSockets.set(String(request.headers['x-probe']), request.raw.socket);
      expect(request.raw.socket.timeout).toBe(LONG_WORK_MS);
      return work();
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // The three wait side by side, each on its own socket: the file waits once, not three times.
  it.concurrent(
    'loses the answer of a route without it: the silent socket is closed',
    async ({ expect }) => {
      await expect(fetch(`${base}/plain`, { method: 'POST' })).rejects.toThrow();
    },
  );

  it.concurrent('answers a route with it after more than the idle limit', async ({ expect }) => {
    const started = Date.now();
    const response = await fetch(`${base}/bulk`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WORK_MS - 50);
  });

  it.concurrent(
    'gives the socket its usual limit back once the answer is sent',
    async ({ expect }) => {
      const response = await fetch(`${base}/bulk`, {
        method: 'POST',
        headers: { 'x-probe': 'limit back' },
      });
      await response.json();
      await sleep(20);
      expect(bulkSockets.get('limit back')?.timeout).toBe(SHORT.idleMs);
    },
  );
});
