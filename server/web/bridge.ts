// A thin bridge between Fastify and React Router's Web-standard request handler:
// Fastify request -> Web Request, Web Response -> Fastify reply (streamed).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page request as React Router sees it. Its URL is the path on the site's public origin, not
 * on the Host the client sent: a loader reading `request.url` can never write the client's
 * choice of address into a page (Host is checked apart, server/http/host-check.ts).
 */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
): Request {
  const url = new URL(request.url, publicOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // Aborts the render when the visitor goes away, so no work is done for nobody.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Set-Cookie may repeat: it is copied apart so cookies are never joined with commas.
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  // Over TLS (directly or behind the proxy) every cookie the pages set is Secure.
  const secure = reply.request.protocol === 'https';
  if (cookies.length > 0) {
    reply.header(
      'set-cookie',
      secure ? cookies.map((c) => (/;\s*secure\b/i.test(c) ? c : `${c}; Secure`)) : cookies,
    );
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
