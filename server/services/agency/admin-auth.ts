// Back-office authentication: login (argon2id check, throttle, token) and the
// check of a bearer token on every admin call (signature, expiry, agent still there, token
// version current). One instance per app, built once by buildApp and handed to the admin routes
// (/api/admin and POST /api/genInfo): the JWT secret is resolved then.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { resolveJwtSecret } from '../../auth/jwt-secret.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMemoryFailureCounter, type FailureCounter } from '../../auth/failure-counter.ts';
import {
  createLoginThrottle,
  LOGIN_THROTTLE_DEFAULTS,
  type LoginThrottle,
} from '../../auth/login-throttle.ts';
import { createRedisFailureCounter } from '../../auth/redis-failure-counter.ts';
import { createTokenSigner, type TokenSigner } from '../../auth/tokens.ts';
import { agents, type AgentType } from '../../db/schema.ts';
import { updateAgent } from './agents.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit } from '../audit/record.ts';
import type { Services } from '../index.ts';

export interface AuthenticatedAgent {
  id: number;
  username: string;
  type: AgentType;
}

export interface LoginResult {
  token: string;
  type: AgentType;
  expiresAt: Date;
}

export interface AdminAuth {
  signer: TokenSigner;
  /** `address` is the client's (request.ip): the limits are counted per address and pair. */
  login(username: string, password: string, address: string): Promise<LoginResult>;
  /** The agent behind an Authorization header value; throws an `auth.*` DomainError otherwise. */
  authenticate(authorization: string | undefined): Promise<AuthenticatedAgent>;
  /**
   * An agent changes their own password: the current one is checked under the login's limits
   * (a wrong one counts as a failed login of that username from that address), the new one must
   * pass the strength rule. Older sessions end; the answer is the new session's token.
   */
  changeOwnPassword(
    agent: AuthenticatedAgent,
    passwords: { current_password: string; new_password: string },
    address: string,
  ): Promise<LoginResult>;
}

// Staff read these two in the back-office, which is in French (docs/product.md, "Forms and their
// messages", shows the server's message on a failed login).
export const INVALID_LOGIN_MESSAGE = "Nom d'utilisateur ou mot de passe incorrect.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect.';
export const tooManyAttemptsMessage = (seconds: number) =>
  `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('auth.throttled', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

export async function createAdminAuth(
  services: Services,
  throttle: LoginThrottle = createLoginThrottle(
    createMemoryFailureCounter(LOGIN_THROTTLE_DEFAULTS),
  ),
): Promise<AdminAuth> {
  const { db } = services;
  const signer = createTokenSigner(await resolveJwtSecret(services.config));
  // Verifying against this hash when the username is unknown keeps both answers as slow.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

  async function session(agent: typeof agents.$inferSelect): Promise<LoginResult> {
    const { token, expiresAt } = await signer.sign({
      agentId: agent.id,
      type: agent.type,
      tokenVersion: agent.token_version,
    });
    return { token, type: agent.type, expiresAt };
  }

  return {
    signer,
    async login(username, password, address) {
      const verdict = await throttle.check(username, address);
      if (verdict.refused) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
      // A username under attack: every attempt waits (capped), the right password included.
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const [agent] = await db
        .select()
        .from(agents)
        .where(eq(agents.username, username.trim()))
        .limit(1);
      const valid = await verifyPassword(agent?.password_hash ?? dummyHash, password);
      if (!agent || !valid) {
        await throttle.recordFailure(username, address);
        // Who tried, never with what: the typed password is not kept.
        await recordAudit(db, {
          actor: { id: agent?.id ?? null, username: username.trim(), ip: address },
          action: 'login_failed',
          entity: 'agent',
          entityId: agent?.id ?? null,
          label: username.trim(),
        });
        throw new DomainError('auth.invalid_credentials', INVALID_LOGIN_MESSAGE);
      }
      await throttle.recordSuccess(username, address);
      await recordAudit(db, {
        actor: { id: agent.id, username: agent.username, ip: address },
        action: 'login',
        entity: 'agent',
        entityId: agent.id,
        label: agent.username,
      });
      return session(agent);
    },
    async changeOwnPassword(agent, passwords, address) {
      const verdict = await throttle.check(agent.username, address);
      if (verdict.refused) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const [row] = await db.select().from(agents).where(eq(agents.id, agent.id)).limit(1);
      if (!row || !(await verifyPassword(row.password_hash, passwords.current_password))) {
        await throttle.recordFailure(agent.username, address);
        // 400, not 401: the session is fine, and a 401 would send the screen to the login.
        throw new DomainError('auth.wrong_current_password', WRONG_CURRENT_PASSWORD_MESSAGE, {
          field: 'current_password',
        });
      }
      await throttle.recordSuccess(agent.username, address);
      await updateAgent(
        db,
        agent.id,
        { password: passwords.new_password },
        { ...agent, ip: address },
        'new_password',
      );
      const [updated] = await db.select().from(agents).where(eq(agents.id, agent.id)).limit(1);
      if (!updated) throw new DomainError('agent.not_found', `No agent with id ${agent.id}`);
      return session(updated);
    },
    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      if (!match) {
        throw new DomainError('auth.required', 'Authentication required: send a bearer token');
      }
      const check = await signer.verify(match[1]!);
      if (!check.ok) {
        throw new DomainError(
          'auth.session_expired',
          check.reason === 'expired'
            ? 'Your session has expired: log in again'
            : 'Invalid token: log in again',
        );
      }
      const [agent] = await db
        .select({
          id: agents.id,
          username: agents.username,
          type: agents.type,
          token_version: agents.token_version,
        })
        .from(agents)
        .where(eq(agents.id, check.claims.agentId))
        .limit(1);
      if (!agent || agent.token_version !== check.claims.tokenVersion) {
        throw new DomainError(
          'auth.session_expired',
          'Your session is no longer valid: log in again',
        );
      }
      // The role is read from the database, so a change of type applies at once.
      return { id: agent.id, username: agent.username, type: agent.type };
    },
  };
}

/**
 * The failed-login counts: in Redis when REDIS_URL is set (the same counts on every instance),
 * in this process's memory otherwise. A failing store is reported through the services' logger.
 */
export function loginThrottleFor(services: Services): LoginThrottle {
  const { log } = services;
  const { REDIS_PREFIX, LOGIN_DELAY_MAX_MS } = services.config;
  const options = { ...LOGIN_THROTTLE_DEFAULTS, maxDelayMs: LOGIN_DELAY_MAX_MS };
  const throttleOn = (counter: FailureCounter) => createLoginThrottle(counter, options);
  if (!services.redis) return throttleOn(createMemoryFailureCounter(options));
  // A Redis that does not answer costs a login at most half a second per call (server/redis.ts),
  // then the process's own counter decides.
  const counter = createRedisFailureCounter(services.redis, {
    windowMs: options.windowMs,
    prefix: `${REDIS_PREFIX}login-`,
    onError: (error) =>
      log.warn({ err: error }, 'login limit store unavailable: counting in this process'),
  });
  return throttleOn(counter);
}
