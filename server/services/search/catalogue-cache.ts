// Answers that cost a pass over the catalogue — the total of a broad search, the listings per
// wilaya, the home page's sections — kept in memory and reused until the catalogue changes.
//
// Validity comes from the database, not from this process: every answer is stored under the
// catalogue's version (table catalogue_version, bumped by a trigger on each statement that
// changes properties, migration 0009), and each use reads the version first (one primary-key
// read). A write through any instance is therefore seen by every instance on its next request:
// the person who just saved never sees an answer from before the save. Answers that depend on the
// clock as well (a promotion that ends moves a listing's shown price) also expire after a minute.
//
// With REDIS_URL the answers are shared between instances too: an answer computed by one instance
// is stored in Redis under (key, version) as JSON, and another instance that misses in its memory
// reads it there instead of computing it again. Redis is only a second layer: when it is down or
// slow, each instance computes for itself, as without it.
//
// The caches are built by createServices (createCatalogueCaches), one per database handle, with
// their Redis layer and logger from the start; the modules that read through a handle find its
// cache with catalogueCache(db). A handle no services were built on (a script, a test reading
// the database directly) gets a cache in memory only, which logs nothing.
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { catalogueVersion } from '../../db/schema.ts';

/** How long an answer may be reused while the catalogue does not change. */
export const CATALOGUE_CACHE_TTL_MS = 60_000;
/** Distinct answers kept per process (searches differ by their filters); the oldest go first. */
const MAX_ENTRIES = 1_000;

/** The Redis layer: where shared answers are kept. */
export interface SharedLayer {
  redis: Redis;
  /** Prepended to every key (REDIS_PREFIX + 'catalogue:'). */
  prefix: string;
}

/** Where a cache reports what its callers never see: Redis failing, a background computation failing. */
export interface CacheLog {
  warn(details: { err: unknown; key?: string }, message: string): void;
}

export interface CatalogueCacheOptions {
  /** Shares the answers with the other instances (values must survive JSON). */
  shared?: SharedLayer;
  log?: CacheLog;
}

interface Entry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly shared: SharedLayer | undefined;
  private readonly log: CacheLog | undefined;

  constructor(
    private readonly db: Db,
    options: CatalogueCacheOptions = {},
  ) {
    this.shared = options.shared;
    this.log = options.log;
  }

  /** The catalogue's current version (1 on a database without the table's row). */
  async version(): Promise<number> {
    const [row] = await this.db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return row?.version ?? 1;
  }

  /** The answer kept under `key` for the current catalogue, computed (once) when there is none. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.expires > now) {
      // Most recently used last, so eviction drops the coldest answers.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value as Promise<T>;
    }
    const entry: Entry = {
      version,
      expires: now + CATALOGUE_CACHE_TTL_MS,
      value: this.shared ? this.sharedOrComputed(this.shared, key, version, compute) : compute(),
    };
    this.keep(key, entry);
    // A failed computation is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * Keeps an answer computed by the caller from the catalogue at `version`, read before
   * computing it (a change meanwhile makes the answer unreachable, never wrong). This process
   * only: the answers put are cheap to compute again from the answers kept through get().
   */
  put<T>(key: string, version: number, value: T): void {
    this.keep(key, {
      version,
      expires: Date.now() + CATALOGUE_CACHE_TTL_MS,
      value: Promise.resolve(value),
    });
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * Computes the answer under `key` (as `get`) for later requests; nobody waits for it. A failure
   * (the database closing, a timeout) is logged as `failure` and not kept: the next use tries again.
   */
  async warm(key: string, compute: () => Promise<unknown>, failure: string): Promise<void> {
    try {
      await this.get(key, compute);
    } catch (error) {
      this.log?.warn({ err: error, key }, failure);
    }
  }

  /**
   * The answer kept under `key` for the current catalogue if it is already computed, here or (with
   * Redis) by another instance; undefined otherwise. Never computes and never waits for a
   * computation under way.
   */
  async peek<T>(key: string): Promise<T | undefined> {
    const version = await this.version();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.expires > Date.now()) {
      // Of two settled promises, race() takes the first listed; a pending one loses to `notYet`.
      const notYet = Symbol('not yet');
      const value = await Promise.race([kept.value, Promise.resolve(notYet)]).catch(() => notYet);
      return value === notYet ? undefined : (value as T);
    }
    const shared = this.shared;
    if (!shared) return undefined;
    const stored = await this.guarded(shared, () =>
      shared.redis.get(`${shared.prefix}${version}:${key}`),
    );
    return typeof stored === 'string' ? (JSON.parse(stored) as T) : undefined;
  }

  /** Forgets every answer kept in this process (those in Redis are keyed by version anyway). */
  clear(): void {
    this.entries.clear();
  }

  /** The answer another instance stored for this version, or one computed here and stored. */
  private async sharedOrComputed<T>(
    shared: SharedLayer,
    key: string,
    version: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    // The version is in the key: a change of the catalogue makes every older answer unreachable,
    // and the expiry removes it.
    const redisKey = `${shared.prefix}${version}:${key}`;
    const kept = await this.guarded(shared, () => shared.redis.get(redisKey));
    if (typeof kept === 'string') return JSON.parse(kept) as T;
    const value = await compute();
    void this.guarded(shared, () =>
      shared.redis.set(redisKey, JSON.stringify(value), 'PX', CATALOGUE_CACHE_TTL_MS),
    );
    return value;
  }

  /** A Redis call, or undefined when Redis is not connected or fails: never an error to the caller. */
  private async guarded<R>(shared: SharedLayer, call: () => Promise<R>): Promise<R | undefined> {
    // While disconnected, ioredis would queue the command until a timeout: skip it instead.
    if (shared.redis.status !== 'ready') return undefined;
    try {
      return await call();
    } catch (error) {
      this.log?.warn(
        { err: error },
        'shared catalogue cache unavailable: computing in this process',
      );
      return undefined;
    }
  }
}

// One cache per database handle: everything that reads through the same handle shares it.
const caches = new WeakMap<Db, CatalogueCache>();

/**
 * The caches of a process's database handles (the primary and its replicas), each built with its
 * Redis layer and logger: createServices' one call. Services built again on the same handles
 * (tests) bring their own caches: the last built are the ones used.
 */
export function createCatalogueCaches(handles: Db[], options: CatalogueCacheOptions): void {
  for (const db of handles) caches.set(db, new CatalogueCache(db, options));
}

/** The cache of `db`: the one its services built, or one in memory only. */
export function catalogueCache(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogueCache(db)));
  return cache;
}

/** Drops every answer kept for `db` (a replica back in step may be at another version). */
export function forgetCatalogueCache(db: Db): void {
  caches.get(db)?.clear();
}
