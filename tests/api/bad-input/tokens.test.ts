// Tokens that carry the app's real signature but claims no agent can have: a subject past the
// range of the agents' id column, or not a number at all; a token version that is not a whole
// number. Only someone holding the signing key can make one, but the answer must still be a 401
// (log in again), never a 500 from the database.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../server/auth/jwt-secret.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../server/auth/tokens.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestAgent } from '../../helpers/auth.ts';
import { expectClear4xx, reportTally, tally } from './clear-answer.ts';

let t: TestApp;
let secret: Uint8Array;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  secret = new TextEncoder().encode(await resolveJwtSecret(t.config));
  agentId = (await createTestAgent(t, 'superadmin')).agent.id;
}, 120_000);
afterAll(async () => {
  reportTally('tokens');
  await t?.close();
});

/** A token signed with the app's own key: only its claims are wrong. */
function signed(subject: string, version: unknown = 0): Promise<string> {
  return new SignJWT({ type: 'superadmin', ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(secret);
}

const call = (token: string) =>
  t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

describe('a signed token with a subject no agent can have', () => {
  it('answers 401 for a subject past the id range or not a number', async () => {
    const subjects = [
      '2147483648',
      '9223372036854775808',
      '99999999999999999999',
      '1e300',
      '-1',
      '0',
      'abc',
      `${agentId}abc`,
      `${agentId}.0`,
      ` ${agentId}`,
      '0x1',
      '',
    ];
    for (const subject of subjects) {
      expectClear4xx(await call(await signed(subject)), `sub ${JSON.stringify(subject)}`, 401);
    }
  });

  it('answers 401 for a token version that is not a whole number of the column', async () => {
    for (const version of [2147483648, 1.5, -1, '0', null]) {
      const response = await call(await signed(String(agentId), version));
      expectClear4xx(response, `ver ${JSON.stringify(version)}`, 401);
    }
  });

  it('still lets the same key and claims through for a real agent', async () => {
    const response = await call(await signed(String(agentId)));
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(agentId);
  });

  it('saw no 5xx and accepted nothing it had to refuse', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
  });
});
