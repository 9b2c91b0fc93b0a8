// Recognises a visitor for one day without storing who they are: a keyed hash (HMAC-SHA-256) of
// the day, the client's address and its browser's User-Agent. The key is derived from the
// token-signing secret (the same on every instance), so the hash cannot be recomputed from a
// guessed address without it, and the day inside makes two days' hashes unrelated. Robots
// (isbot's list, or no User-Agent at all) are nobody: they are never counted.
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { resolveJwtSecret } from '../auth/jwt-secret.ts';
import type { Config } from '../config.ts';

export interface VisitorSeen {
  /** The client's address, as the proxies TRUST_PROXY believes report it. */
  address: string;
  userAgent: string | undefined | null;
}

export interface VisitorKeys {
  /** The visitor's key for the day (22 characters), or null for a robot. */
  of(visitor: VisitorSeen, day: string): Promise<string | null>;
}

export function isRobot(userAgent: string | undefined | null): boolean {
  return !userAgent || isbot(userAgent);
}

export function createVisitorKeys(config: Config): VisitorKeys {
  let key: Promise<Buffer> | undefined;
  const derivedKey = () =>
    (key ??= resolveJwtSecret(config).then((secret) =>
      createHmac('sha256', secret).update('property-counter-visitors').digest(),
    ));
  return {
    async of({ address, userAgent }, day) {
      if (isRobot(userAgent)) return null;
      return createHmac('sha256', await derivedKey())
        .update(`${day}\n${address}\n${userAgent}`)
        .digest('base64url')
        .slice(0, 22);
    },
  };
}
