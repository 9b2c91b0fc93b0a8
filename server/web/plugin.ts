// Serves every non-API path with React Router: the built app in production, Vite in
// middleware mode in development (hot reload, on-demand compilation).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { checkFormOrigin } from '../http/form-origin.ts';
import { publicOrigin } from '../http/public-url.ts';
import { createNonce, setPagePolicy } from '../http/security-headers.ts';
import type { Services } from '../services/index.ts';
import { sendWebResponse, toWebRequest } from './bridge.ts';
import { withPageCaching } from './page-cache.ts';

export type WebMode = 'production' | 'development' | 'none';

export interface WebOptions {
  mode: WebMode;
  services: Services;
  /** Directory holding build/client and build/server (production). */
  buildDir?: string;
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  if (options.mode === 'none') return;
  const buildDir = path.resolve(options.buildDir ?? 'build');
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === 'production') {
    const build = (await import(
      pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
    )) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own header below, not the library's default `max-age=0`.
      cacheControl: false,
      // The .br / .gz copies written at build time (scripts/precompress.ts): nothing to compress
      // per request (@fastify/compress leaves an encoded answer alone).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Hashed file names under /assets never change: cached for a year; others for an hour.
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // One URL, several encodings (the copies above, or none): a shared cache must keep them
        // apart. The plugin does not say so itself.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    const { createServer } = await import('vite');
    // Hot reload's WebSocket listens on a fixed port (24678): a test run has no editor to reload
    // for, and two test files at once would fight over that port.
    // `hmr: false` alone still opens the socket: `ws: false` is what closes it.
    const live = options.services.config.NODE_ENV !== 'test';
    const vite = await createServer({
      server: { middlewareMode: true, hmr: live, ...(live ? {} : { ws: false as const }) },
      appType: 'custom',
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  }

  const handle = createRequestHandler(loadBuild, options.mode);
  const origin = publicOrigin(options.services.config);
  await app.register(async (scope) => {
    // Pages read their own bodies (form posts): Fastify must not parse them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // The pages are not API operations: they stay out of the OpenAPI document.
      schema: { hide: true },
      handler: async (request, reply) => {
        // Unknown API paths answer JSON, never an HTML page.
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
        // One nonce per page: only the scripts React Router writes into it may run.
        const cspNonce = createNonce();
        setPagePolicy(request, reply, {
          mode: options.mode === 'production' ? 'production' : 'development',
          nonce: cspNonce,
          tileUrl: options.services.config.MAP_TILE_URL,
        });
        // A form posted from another origin: refused with a page in its language (form-origin.ts).
        if (!checkFormOrigin(options.services.config, request, reply, cspNonce)) return reply;
        const response = await handle(toWebRequest(request, reply, origin), {
          services: options.services,
          cspNonce,
          // A page's form counts against the same limit as its API route (form-limits.ts).
          log: request.log,
          formLimit: (name) => options.services.formLimits.check(name, request, reply),
          clientAddress: request.ip,
        });
        return sendWebResponse(reply, await withPageCaching(request, reply, response, cspNonce));
      },
    });
  });
}
