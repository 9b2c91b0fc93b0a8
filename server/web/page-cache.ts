// HTML caching (docs/performance.md): a page may be kept by the visitor's browser and, when the
// request is anonymous, by a shared cache (server/http/shared-cache.ts: s-maxage and
// stale-while-revalidate, the language in nginx's key); it is then revalidated with its ETag,
// answered 304 when nothing changed. Hashed assets under /assets are immutable for a year
// (plugin.ts); pages are short-lived because listings change.
//
// Never shared: the back-office (/cms), and property pages, whose every human view must reach the
// server to be counted (view-counter.server.ts). A shared copy keeps the nonce of the render it
// came from for at most SHARED_MAX_AGE + STALE_WHILE_REVALIDATE seconds (docs/decisions/0024).
//
// Each page carries a fresh CSP nonce, so the ETag's hash is computed without it. A browser
// updates a kept page's headers from a 304, so the 304's Content-Security-Policy must name the
// nonce of the copy the browser holds: the ETag carries it (`W/"<hash>.<nonce>"`).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPersonalRequest, SHARED_CACHE_CONTROL } from '../http/shared-cache.ts';

/** Pages kept by the visitor's browser only, a minute, then revalidated. */
export const PAGE_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

/** Pages no shared cache may keep (see the top of this file). */
const NEVER_SHARED = /^\/(?:cms|property)(?:\/|$)/;

function pageCacheControl(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!;
  return NEVER_SHARED.test(path) || isPersonalRequest(request)
    ? PAGE_CACHE_CONTROL
    : SHARED_CACHE_CONTROL;
}

/** The nonce of the copy the browser holds, when that copy is the current page. */
function keptNonce(ifNoneMatch: string | undefined, digest: string): string | undefined {
  for (const tag of (ifNoneMatch ?? '').split(',')) {
    const match = /^(?:W\/)?"([\w-]+)\.([\w-]*)"$/.exec(tag.trim());
    if (!match || match[1] !== digest) continue;
    const kept = Buffer.from(match[2]!, 'base64url').toString();
    // A nonce is base64 (createNonce); anything else is not ours.
    if (/^[A-Za-z0-9+/]{8,64}={0,2}$/.test(kept)) return kept;
  }
  return undefined;
}

/**
 * Adds Cache-Control and an ETag to a successful HTML page, and answers 304 to a request that
 * already holds it. Other answers (errors, redirects, data requests, pages setting a cookie) are
 * left as they are.
 */
export async function withPageCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  nonce: string,
): Promise<Response> {
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (request.method !== 'GET' || response.status !== 200 || !html || !response.body) {
    return response;
  }
  if (response.headers.getSetCookie().length > 0 || response.headers.has('cache-control')) {
    return response;
  }
  const body = await response.text();
  const digest = createHash('sha256')
    .update(nonce ? body.replaceAll(nonce, '') : body)
    .digest('base64url')
    .slice(0, 27);
  // Weak: the bytes sent differ with the compression the browser accepts. The page's nonce
  // rides along, so a 304 can repeat the policy of the page the browser kept.
  const etag = `W/"${digest}.${Buffer.from(nonce).toString('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('cache-control', pageCacheControl(request));
  headers.append('vary', 'Cookie');
  const kept = keptNonce(request.headers['if-none-match'], digest);
  if (kept !== undefined) {
    // The browser's copy is current: its policy is today's with the nonce of that copy.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && nonce) {
      reply.header('content-security-policy', policy.replaceAll(nonce, kept));
    }
    headers.set('etag', `W/"${digest}.${Buffer.from(kept).toString('base64url')}"`);
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  headers.set('etag', etag);
  return new Response(body, { status: 200, headers });
}
