// Security headers of every answer (docs/security.md): Helmet's set, a Permissions-Policy, HSTS
// when the request came over TLS, and a Content-Security-Policy. Pages get theirs from the web
// handler (with the request's nonce, see pagePolicy); everything else (JSON, images, assets) a
// policy that allows nothing, so a file opened directly can run no script.
import { randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the back-office and the pages may embed videos (app/ui/youtube.ts). */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** Answers that are not pages: nothing may load, nothing may frame them. */
export const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The OpenAPI reference page (/api/docs): Swagger UI's own files and inline styles. */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful browser features no page uses (a third-party script could not use them either). The
 * location is the site's own, for the list page's "near me" (decision 0046): never a frame's.
 * Only features browsers know: Chromium warns on every page about one it does not (`bluetooth`
 * is not a Permissions-Policy feature; Web Bluetooth has no policy). docs/security.md quotes the
 * header as it is, and a test holds the two together.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh, unguessable value for one page's inline scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The origin(s) of the map tiles, from the MAP_TILE_URL template: `{s}` subdomains become a
 * wildcard; a relative template is served by the site itself.
 */
export function tileSources(tileUrl: string): string[] {
  if (tileUrl.startsWith('/') && !tileUrl.startsWith('//')) return [];
  try {
    const url = new URL(tileUrl.replaceAll('{s}', 'tile-subdomain'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [`${url.protocol}//${url.host.replace('tile-subdomain', '*')}`];
  } catch {
    return [];
  }
}

export interface PagePolicyOptions {
  /** production: nonce-only scripts; development: what Vite's dev server needs. */
  mode: 'production' | 'development';
  nonce: string;
  tileUrl: string;
  /** The request came over TLS: sub-requests over plain HTTP are upgraded. */
  secure: boolean;
}

/**
 * The policy of the server-rendered pages (public site and back-office). One policy for every
 * page: the site navigates on the client, so the first page's policy is the one in force.
 */
export function pagePolicy(options: PagePolicyOptions): string {
  const tiles = tileSources(options.tileUrl);
  const scripts =
    options.mode === 'production'
      ? ["'self'", `'nonce-${options.nonce}'`]
      : // Vite's dev server: the React Refresh preamble is inline, modules are evaluated.
        ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "script-src-attr 'none'",
    // Inline style attributes come from React (widths, chart sizes) and from Leaflet's markers;
    // a style cannot run script, so they are allowed (docs/security.md).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...tiles].join(' ')}`,
    "font-src 'self'",
    `connect-src ${options.mode === 'production' ? "'self'" : "'self' ws: wss:"}`,
    "media-src 'self'",
    `frame-src ${VIDEO_FRAME_ORIGIN}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.secure && options.mode === 'production') directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The request reached us over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setPagePolicy(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Omit<PagePolicyOptions, 'secure'>,
): void {
  reply.header(
    'content-security-policy',
    pagePolicy({ ...options, secure: isSecureRequest(request) }),
  );
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    // Set below (API_POLICY) and by the web handler (pagePolicy), per answer.
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the YouTube player and the map tiles.
    crossOriginEmbedderPolicy: false,
    // Only over TLS (below): a plain-HTTP answer must not pin a host to HTTPS.
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isSecureRequest(request)) reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_POLICY);
    }
  });
}
