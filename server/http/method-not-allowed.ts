// 405 for a path the API has under other methods (DELETE /api/properties): the answer says which
// methods the path takes (Allow) instead of claiming there is no such path. The routes are
// mirrored, as Fastify registers them, into a router of the same kind as Fastify's own.
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const noop = () => undefined;

/**
 * Mirrors every route registered from now on; answers the methods a URL is routed for. Call it
 * before the routes are registered.
 */
export function trackRouteMethods(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    const list = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of list.map((name) => name.toUpperCase() as HTTPMethod)) {
      // The same path under two prefixes, or a HEAD Fastify adds itself: once is enough.
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, noop);
      methods.add(method);
    }
  });
  return (url) => {
    const path = url.split('?')[0]!;
    return [...methods].filter((method) => router.find(method, path) !== null);
  };
}
