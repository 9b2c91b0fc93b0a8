// Back-office bearer tokens: HS256 JWTs (jose) carrying the agent id, role and token version.
// A token stops working when it expires or when the agent's token_version moves on (password
// change), which the caller checks against the database.
import { errors, jwtVerify, SignJWT } from 'jose';
import { MAX_ID } from '../../common/schemas/primitives.ts';
import type { AgentType } from '../db/schema.ts';

export const TOKEN_ISSUER = 'dar-dz';
export const TOKEN_AUDIENCE = 'back-office';
/** 12 hours: a working day, so staff log in once a day. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  agentId: number;
  type: AgentType;
  tokenVersion: number;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenSigner {
  sign(claims: TokenClaims, now?: Date): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenCheck>;
}

/** An agent id as sign() writes it: decimal digits, no sign, no leading zero. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;

/** A whole number from 0 to the largest PostgreSQL integer. */
const fitsIntegerColumn = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= MAX_ID;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ type: claims.type, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.agentId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        // The claims are compared with integer columns: a value they cannot hold (a subject of
        // 2147483648, "1e3", "1.0") is an invalid token, never a query the database refuses.
        const agentId = SUBJECT.test(payload.sub ?? '') ? Number(payload.sub) : NaN;
        const type = payload.type;
        const tokenVersion = payload.ver;
        if (
          !fitsIntegerColumn(agentId) ||
          agentId < 1 ||
          (type !== 'superadmin' && type !== 'agent') ||
          typeof tokenVersion !== 'number' ||
          !fitsIntegerColumn(tokenVersion)
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { agentId, type, tokenVersion } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}
