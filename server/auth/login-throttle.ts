// Which login attempts wait or are refused. Refusals are tied to the attacker's address, never
// to the account alone: a username that fails from everywhere only slows down (a delay that
// doubles with its failures, up to a cap), so nobody can lock a colleague, or the superadmin,
// out by typing wrong passwords for them. Decision 0013.
import type { FailureCounter } from './failure-counter.ts';

export interface LoginThrottleOptions {
  /** Failures from one client address (any usernames) in a window; the next attempts get 429. */
  maxFailuresPerAddress: number;
  /** Failures for one username from one address in a window; that pair then gets 429. */
  maxFailuresPerPair: number;
  /** Failures of a username (from any address) before its logins start to wait. */
  freeFailuresPerUsername: number;
  /** The longest wait before a login of a username under attack is checked (0: never wait). */
  maxDelayMs: number;
  windowMs: number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  maxFailuresPerAddress: 10,
  maxFailuresPerPair: 5,
  freeFailuresPerUsername: 5,
  maxDelayMs: 3000,
  windowMs: 15 * 60 * 1000,
};

export type LoginVerdict =
  { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

export interface LoginThrottle {
  check(username: string, address: string): Promise<LoginVerdict>;
  recordFailure(username: string, address: string): Promise<void>;
  /** The pair's failures are forgotten; the address's and the username's run out their window. */
  recordSuccess(username: string, address: string): Promise<void>;
}

/**
 * The wait for a username with this many failures: none for the first few, then an eighth of
 * the cap, doubling with each failure up to the cap (3 s by default: 375 ms, 750 ms, 1.5 s, 3 s).
 */
export function delayForFailures(failures: number, options: LoginThrottleOptions): number {
  const over = failures - options.freeFailuresPerUsername;
  if (over <= 0 || options.maxDelayMs <= 0) return 0;
  return Math.min(options.maxDelayMs, Math.round((options.maxDelayMs / 8) * 2 ** (over - 1)));
}

// Usernames are free text and addresses may be IPv6: both are bounded and encoded, so a key
// cannot run into another kind's.
const part = (value: string) => encodeURIComponent(value.slice(0, 200));
const keysOf = (username: string, address: string) => {
  const user = part(username.trim().toLowerCase());
  return {
    address: `addr:${part(address)}`,
    pair: `pair:${user}:${part(address)}`,
    user: `user:${user}`,
  };
};

export function createLoginThrottle(
  counter: FailureCounter,
  options: LoginThrottleOptions = LOGIN_THROTTLE_DEFAULTS,
): LoginThrottle {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async check(username, address) {
      const keys = keysOf(username, address);
      const [byAddress, byPair, byUser] = await counter.read([keys.address, keys.pair, keys.user]);
      if (byAddress!.failures >= options.maxFailuresPerAddress) {
        return { refused: true, retryAfterSeconds: seconds(byAddress!.resetsInMs) };
      }
      if (byPair!.failures >= options.maxFailuresPerPair) {
        return { refused: true, retryAfterSeconds: seconds(byPair!.resetsInMs) };
      }
      return { refused: false, delayMs: delayForFailures(byUser!.failures, options) };
    },
    async recordFailure(username, address) {
      const keys = keysOf(username, address);
      await counter.add([keys.address, keys.pair, keys.user]);
    },
    async recordSuccess(username, address) {
      await counter.clear(keysOf(username, address).pair);
    },
  };
}
