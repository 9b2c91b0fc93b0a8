// With REDIS_URL, the catalogue cache's answers are shared between instances through the
// process's one Redis connection (services.redis, server/redis.ts).
import type { WarningLog } from '../agency/admin-auth.ts';
import { catalogueCache } from './catalogue-cache.ts';
import type { Services } from '../index.ts';

export function shareCatalogueCache(services: Services, log: WarningLog): void {
  if (!services.redis) return;
  const layer = {
    redis: services.redis,
    prefix: `${services.config.REDIS_PREFIX}catalogue:`,
    onError: (error: unknown) =>
      log.warn({ err: error }, 'shared catalogue cache unavailable: computing in this process'),
  };
  // A replica's answers are keyed by the version read from that replica: they are that version's
  // answers, whichever instance or handle computed them.
  const handles = [services.db, ...(services.database.replicas?.handles() ?? [])];
  for (const db of handles) catalogueCache(db).shareThrough(layer);
}
