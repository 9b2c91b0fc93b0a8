// How long the server waits on a client (decision 0018). Fastify leaves a request and an idle
// socket without a limit by default and Node checks its header timeout only every 30 s, so a
// client that opens connections and sends half a request (slowloris) held them for minutes when
// the app is exposed without nginx in front.
import type http from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';

export interface ServerTimeouts {
  /** The request line and headers must be complete within this (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included (uploads: several 15 MB photos on a slow mobile link). */
  requestMs: number;
  /** A socket with nothing sent either way is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /**
   * An idle kept-alive socket waits this long for the next request. Above nginx's upstream
   * keepalive_timeout (60 s, deploy/nginx.conf): otherwise nginx may reuse a socket the app is
   * closing, and the request fails with a 502.
   */
  keepAliveMs: number;
  /** How often Node checks the header and request timeouts (its default: 30 s). */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 300_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 2_000,
};

export function timeoutOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS) {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  } satisfies Partial<FastifyHttpOptions<http.Server>>;
}

/**
 * How long a bulk operation may work before its answer (a catalogue import of 100,000 rows: a
 * preview of some 200 s, a confirmation of many minutes; docs/performance.md). nginx waits as
 * long on those routes (deploy/nginx.conf).
 */
export const LONG_WORK_MS = 30 * 60_000;

/**
 * An onRequest hook for a route that works longer than the idle limit before it answers: its
 * socket, silent meanwhile, would otherwise be closed after `idleMs` with the work half seen by
 * the client. The usual limit comes back once the answer is sent (the socket may be kept alive
 * for another request).
 */
export async function allowLongWork(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const socket = request.raw.socket;
  // A request injected in process (app.inject) has no real socket, and no limit to lift.
  if (typeof socket?.setTimeout !== 'function') return;
  const usual = request.server.server.timeout;
  socket.setTimeout(LONG_WORK_MS);
  reply.raw.once('finish', () => socket.setTimeout(usual));
}
