// A client that sends half a request and then nothing (slowloris) is disconnected within the
// configured time instead of holding the socket; the real server, on a real socket.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { SERVER_TIMEOUTS } from '../../server/http/timeouts.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services/index.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { createMediaStore } from '../../server/storage/index.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

const SHORT = {
  headersMs: 1_000,
  requestMs: 2_000,
  idleMs: 1_500,
  keepAliveMs: 1_000,
  checkIntervalMs: 200,
};

/** Writes `sent` on a new socket, then nothing; resolves to the ms until the server closed it. */
function secondsUntilClosed(port: number, sent: string, limitMs = 10_000) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('connect', () => socket.write(sent));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms`));
    }, limitMs);
  });
}

// The four sockets wait side by side on one server: each is timed on its own, and the file waits
// for the longest limit once instead of for each in turn.
describe('server timeouts', () => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    testDb = await createTestDatabase({ from: 'empty' });
    server = await startServer(testConfig(testDb, { SEED_DEMO: 'false' }), {
      web: 'none',
      ...guardedLogger(),
      timeouts: SHORT,
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  it.concurrent(
    'disconnects a client that sends half the headers, then nothing',
    async ({ expect }) => {
      const { ms, answer } = await secondsUntilClosed(
        port,
        'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow',
      );
      expect(ms).toBeGreaterThanOrEqual(SHORT.headersMs - 100);
      expect(ms).toBeLessThan(SHORT.headersMs + 3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    },
  );

  it.concurrent(
    'disconnects a client that sends half the request line, then nothing',
    async ({ expect }) => {
      const { ms } = await secondsUntilClosed(port, 'GET /api/hea');
      expect(ms).toBeLessThan(SHORT.headersMs + 3_000);
    },
  );

  it.concurrent(
    'disconnects a client that announces a body and never sends it',
    async ({ expect }) => {
      const { ms } = await secondsUntilClosed(
        port,
        'POST /api/email/sendContactUsEmail HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"full_name":',
      );
      expect(ms).toBeLessThan(SHORT.requestMs + 3_000);
    },
  );

  it.concurrent('closes a kept-alive connection left idle after its answer', async ({ expect }) => {
    const { ms, answer } = await secondsUntilClosed(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeGreaterThanOrEqual(SHORT.keepAliveMs - 100);
    expect(ms).toBeLessThan(SHORT.keepAliveMs + 3_000);
  });

  it('has every limit set by default (Fastify leaves the request and idle sockets unlimited)', async () => {
    // The same services in an app built with the defaults (not listening: the values are set
    // when the server is created).
    const config = testConfig(testDb, { SEED_DEMO: 'false' });
    const defaults = await buildApp({
      services: createServices(config, server.database, createMediaStore(config), {
        log: createLogger(config, guardedLogger()),
      }),
    });
    try {
      const http = defaults.server;
      expect({
        headers: http.headersTimeout,
        request: http.requestTimeout,
        idle: http.timeout,
        keepAlive: http.keepAliveTimeout,
      }).toEqual({
        headers: SERVER_TIMEOUTS.headersMs,
        request: SERVER_TIMEOUTS.requestMs,
        idle: SERVER_TIMEOUTS.idleMs,
        keepAlive: SERVER_TIMEOUTS.keepAliveMs,
      });
      expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
      expect(SERVER_TIMEOUTS.idleMs).toBeGreaterThan(0);
    } finally {
      await defaults.close();
    }
  });
});
