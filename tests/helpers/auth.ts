// Logging in for tests: an agent of the wanted type is created through the service (with a known
// password), then logs in through the real API. `inject` adds its bearer token to every call
// (fastify/demo's injectWithLogin habit).
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TAgent } from '../../common/schemas/admin-auth.ts';
import type { AgentType } from '../../server/db/schema.ts';
import { createAgent } from '../../server/services/agency/agents.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
/** The first superadmin every start makes (ADMIN_USERNAME / ADMIN_PASSWORD in the templates). */
export const FIRST_SUPERADMIN = { username: 'admin', password: TEST_PASSWORD } as const;

export interface LoggedIn {
  agent: TAgent;
  password: string;
  token: string;
  /** app.inject with this agent's bearer token. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;

export async function createTestAgent(
  t: TestApp,
  type: AgentType,
  options: { username?: string; password?: string } = {},
): Promise<{ agent: TAgent; password: string }> {
  counter += 1;
  const username = options.username ?? `${type}-${counter}-${randomBytes(3).toString('hex')}`;
  const password = options.password ?? TEST_PASSWORD;
  const agent = await createAgent(t.services.db, { username, password, type });
  return { agent, password };
}

export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().token;
}

export function withToken(t: TestApp, token: string): LoggedIn['inject'] {
  return (options) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
}

/** A new agent of this type, logged in through POST /api/admin/login. */
export async function loginAs(
  t: TestApp,
  type: AgentType,
  options: { username?: string; password?: string } = {},
): Promise<LoggedIn> {
  const { agent, password } = await createTestAgent(t, type, options);
  const token = await login(t, agent.username, password);
  return { agent, password, token, inject: withToken(t, token) };
}

/** The first superadmin, the one every start makes, logged in. */
export async function loginAsFirstSuperadmin(t: TestApp): Promise<LoggedIn> {
  const { username, password } = FIRST_SUPERADMIN;
  const token = await login(t, username, password);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return { agent: me.json(), password, token, inject: withToken(t, token) };
}

/**
 * A superadmin and two agents, each logged in: what the access-rule files need to show who may
 * see and change what (an agent's own record, another agent's, the admin's view of both).
 */
export async function loginAdminAndTwoAgents(
  t: TestApp,
): Promise<[admin: LoggedIn, agent: LoggedIn, otherAgent: LoggedIn]> {
  return Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent'), loginAs(t, 'agent')]);
}
