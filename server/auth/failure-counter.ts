// Counts failed logins per key in fixed windows that start with a key's first failure. Behind
// an interface so that a shared store (Redis, with REDIS_URL, for several instances) can replace
// this process's memory without touching the login policy (login-throttle.ts).

export interface FailureCount {
  failures: number;
  /** Milliseconds until the window ends and the count is forgotten (0 when nothing counted). */
  resetsInMs: number;
}

export interface FailureCounter {
  read(keys: readonly string[]): Promise<FailureCount[]>;
  /** One more failure for each key. */
  add(keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface CounterOptions {
  windowMs: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  windowEnds: number;
}

/** One process's memory: right for a single instance (the default deployment). */
export function createMemoryFailureCounter(options: CounterOptions): FailureCounter {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Attackers choose the keys (usernames, addresses): expired ones go once the map grows.
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
    async read(keys) {
      return keys.map((key) => {
        const entry = current(key);
        return entry
          ? { failures: entry.failures, resetsInMs: entry.windowEnds - now() }
          : { failures: 0, resetsInMs: 0 };
      });
    },
    async add(keys) {
      prune();
      for (const key of keys) {
        const entry = current(key);
        if (entry) entry.failures += 1;
        else entries.set(key, { failures: 1, windowEnds: now() + options.windowMs });
      }
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
