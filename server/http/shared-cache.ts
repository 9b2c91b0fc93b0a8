// Who may keep a public answer (docs/performance.md, "Shared cache"): anonymous GETs may be kept
// by a shared cache (the reference nginx) for SHARED_MAX_AGE seconds and then served stale for
// STALE_WHILE_REVALIDATE more while one request fetches the new answer. The browser keeps its
// own copy BROWSER_MAX_AGE seconds. A staff edit therefore reaches every visitor within
// STALENESS_BOUND_SECONDS (nginx sends no Age header, so the browser's time adds to the proxy's).
//
// A request that carries an Authorization header or any cookie but the language is someone's
// own (a session, the property-view memory, a preference): its answer is `private`, for the
// browser only. The language cookie is allowed because the shared cache's key includes the
// language it chooses (deploy/nginx.conf), exactly as the site reads it (language.server.ts).
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../common/languages.ts';

export const BROWSER_MAX_AGE = 15;
export const SHARED_MAX_AGE = 30;
export const STALE_WHILE_REVALIDATE = 15;
export const STALENESS_BOUND_SECONDS = BROWSER_MAX_AGE + SHARED_MAX_AGE + STALE_WHILE_REVALIDATE;

export const SHARED_CACHE_CONTROL =
  `public, max-age=${BROWSER_MAX_AGE}, s-maxage=${SHARED_MAX_AGE}, ` +
  `stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE_CONTROL = `private, max-age=${BROWSER_MAX_AGE}`;

/** True when the answer may depend on who asks, or would tell who asked. */
export function isPersonalRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  if (request.headers.authorization) return true;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name && name !== LANGUAGE_COOKIE) return true;
  }
  return false;
}

/** The Cache-Control of a public answer to this request. */
export function publicCacheControl(request: Pick<FastifyRequest, 'headers'>): string {
  return isPersonalRequest(request) ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL;
}
