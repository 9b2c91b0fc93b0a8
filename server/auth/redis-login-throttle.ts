// The failed-login counter in Redis (REDIS_URL), so every instance of the app counts the same
// attempts: a fixed window per key that starts at the first failure (INCR, then PEXPIRE once).
// When Redis does not answer, the process's own counter takes over: the limit then holds per
// instance instead of across them, and the login keeps working.
import type { Redis } from 'ioredis';
import {
  createMemoryLoginThrottle,
  LOGIN_THROTTLE_DEFAULTS,
  type LoginThrottle,
  type ThrottleOptions,
} from './login-throttle.ts';

export interface RedisThrottleOptions extends Omit<ThrottleOptions, 'now'> {
  /** Prepended to every key (REDIS_PREFIX + 'login-user:'). */
  prefix: string;
  onError?: (error: unknown) => void;
}

export function createRedisLoginThrottle(
  redis: Redis,
  options: RedisThrottleOptions = { ...LOGIN_THROTTLE_DEFAULTS, prefix: 'login-user:' },
): LoginThrottle {
  const fallback = createMemoryLoginThrottle(options);
  // Usernames are free text: the key is bounded and cannot collide with another prefix.
  const keyOf = (key: string) => options.prefix + encodeURIComponent(key.slice(0, 200));
  const guarded = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (error) {
      options.onError?.(error);
      return local();
    }
  };
  /** Runs a transaction; any failed command fails it (so the caller falls back). */
  const run = async (transaction: ReturnType<Redis['multi']>): Promise<unknown[]> => {
    const results = await transaction.exec();
    if (!results) throw new Error('Redis transaction aborted');
    for (const [error] of results) if (error) throw error;
    return results.map(([, value]) => value);
  };
  return {
    blockedFor: (key) =>
      guarded(
        async () => {
          const [count, ttl] = await run(redis.multi().get(keyOf(key)).pttl(keyOf(key)));
          if (Number(count ?? 0) < options.maxFailures) return 0;
          const left = Number(ttl) > 0 ? Number(ttl) : options.windowMs;
          return Math.max(1, Math.ceil(left / 1000));
        },
        () => fallback.blockedFor(key),
      ),
    recordFailure: (key) =>
      guarded(
        async () => {
          // The window starts with the first failure (SET NX with its expiry); INCR keeps it.
          await run(
            redis.multi().set(keyOf(key), '0', 'PX', options.windowMs, 'NX').incr(keyOf(key)),
          );
        },
        () => fallback.recordFailure(key),
      ),
    reset: (key) =>
      guarded(
        async () => {
          await redis.del(keyOf(key));
        },
        () => fallback.reset(key),
      ),
  };
}
