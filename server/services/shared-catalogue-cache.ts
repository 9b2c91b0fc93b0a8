// With REDIS_URL, the catalogue cache's answers are shared between instances through the same
// Redis connection as the login limits (one connection per process, opened by admin-auth.ts).
import type { FastifyBaseLogger } from 'fastify';
import { adminAuthFor } from './admin-auth.ts';
import { catalogueCache } from './catalogue-cache.ts';
import type { Services } from './index.ts';

export async function shareCatalogueCache(
  services: Services,
  log: FastifyBaseLogger,
): Promise<void> {
  const { sharedStore } = await adminAuthFor(services, log);
  if (!sharedStore) return;
  catalogueCache(services.db).shareThrough({
    redis: sharedStore,
    prefix: `${services.config.REDIS_PREFIX}catalogue:`,
    onError: (error) =>
      log.warn({ err: error }, 'shared catalogue cache unavailable: computing in this process'),
  });
}
