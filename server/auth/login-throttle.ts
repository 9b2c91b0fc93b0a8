// Failed-login counter per username, behind an interface so that a shared store (Redis, with
// REDIS_URL, for several instances) can replace the in-memory one without touching the login.
// The per-IP limit is @fastify/rate-limit's, on the login route.

export interface LoginThrottle {
  /** Seconds the key must wait before trying again; 0 when it may try now. */
  blockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** After a successful login: the failures of this key are forgotten. */
  reset(key: string): Promise<void>;
}

export interface ThrottleOptions {
  /** Failures allowed within the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: ThrottleOptions = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
};

interface Entry {
  failures: number;
  windowEnds: number;
}

/** One process's memory: right for a single instance (the default deployment). */
export function createMemoryLoginThrottle(
  options: ThrottleOptions = LOGIN_THROTTLE_DEFAULTS,
): LoginThrottle {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const prune = () => {
    if (entries.size < 10_000) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.windowEnds <= time) entries.delete(key);
  };
  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.windowEnds <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async blockedFor(key) {
      const entry = current(key);
      if (!entry || entry.failures < options.maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.windowEnds - now()) / 1000));
    },
    async recordFailure(key) {
      prune();
      const entry = current(key);
      if (entry) entry.failures += 1;
      else entries.set(key, { failures: 1, windowEnds: now() + options.windowMs });
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
