// The failed-login counts in Redis (REDIS_URL), so every instance of the app counts the same
// attempts: a fixed window per key that starts at the first failure (SET NX with its expiry,
// then INCR). When Redis does not answer, the process's own counter takes over: the limits then
// hold per instance instead of across them, and the login keeps working.
import type { Redis } from 'ioredis';
import {
  createMemoryFailureCounter,
  type CounterOptions,
  type FailureCounter,
} from './failure-counter.ts';

export interface RedisCounterOptions extends Omit<CounterOptions, 'now'> {
  /** Prepended to every key (REDIS_PREFIX + 'login-'). */
  prefix: string;
  onError?: (error: unknown) => void;
}

export function createRedisFailureCounter(
  redis: Redis,
  options: RedisCounterOptions,
): FailureCounter {
  const fallback = createMemoryFailureCounter(options);
  const keyOf = (key: string) => options.prefix + key;
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
    read: (keys) =>
      guarded(
        async () => {
          const transaction = redis.multi();
          for (const key of keys) transaction.get(keyOf(key)).pttl(keyOf(key));
          const values = await run(transaction);
          return keys.map((_key, index) => {
            const failures = Number(values[index * 2] ?? 0);
            const ttl = Number(values[index * 2 + 1]);
            // A key without expiry cannot be ours; count it as a full window rather than forever.
            return { failures, resetsInMs: failures > 0 ? (ttl > 0 ? ttl : options.windowMs) : 0 };
          });
        },
        () => fallback.read(keys),
      ),
    add: (keys) =>
      guarded(
        async () => {
          const transaction = redis.multi();
          for (const key of keys) {
            transaction.set(keyOf(key), '0', 'PX', options.windowMs, 'NX').incr(keyOf(key));
          }
          await run(transaction);
        },
        () => fallback.add(keys),
      ),
    clear: (key) =>
      guarded(
        async () => {
          await redis.del(keyOf(key));
        },
        () => fallback.clear(key),
      ),
  };
}
