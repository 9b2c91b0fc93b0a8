// The process's one Redis connection (REDIS_URL): the public and login rate limits, the failed-
// login counts and the shared catalogue cache all go through it, each under its own key prefix.
// Every user falls back to its own process when Redis does not answer, so the options keep a
// failing call short: a second to connect, half a second per command, one retry.
import { Redis } from 'ioredis';

export type { Redis };

export function openRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 1 });
}

/** Quits politely (pending replies first); a connection that is down is simply dropped. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  await redis?.quit().catch(() => redis.disconnect());
}
