// With REDIS_URL, the catalogue cache's answers are shared between instances through the same
// Redis connection as the login limits (one connection per process, opened by admin-auth.ts).
import { adminAuthFor, type WarningLog } from './admin-auth.ts';
import { catalogueCache } from './catalogue-cache.ts';
import type { Services } from './index.ts';

export async function shareCatalogueCache(services: Services, log: WarningLog): Promise<void> {
  const { sharedStore } = await adminAuthFor(services, log);
  if (!sharedStore) return;
  const layer = {
    redis: sharedStore,
    prefix: `${services.config.REDIS_PREFIX}catalogue:`,
    onError: (error: unknown) =>
      log.warn({ err: error }, 'shared catalogue cache unavailable: computing in this process'),
  };
  // A replica's answers are keyed by the version read from that replica: they are that version's
  // answers, whichever instance or handle computed them.
  const handles = [services.db, ...(services.database.replicas?.handles() ?? [])];
  for (const db of handles) catalogueCache(db).shareThrough(layer);
}
