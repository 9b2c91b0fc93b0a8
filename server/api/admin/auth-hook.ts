// The one auth hook of the back-office routes (fastify/demo's autohooks habit): every route of a
// scope that calls requireLogin needs a valid bearer token (401 otherwise); requireSuperadmin
// narrows a scope to the superadmin role (403 for an agent).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../services/domain-error.ts';
import type { AdminAuth, AuthenticatedAgent } from '../../services/agency/admin-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in agent, on routes behind requireLogin. */
    agent: AuthenticatedAgent | null;
  }
}

/** Documents the bearer scheme on a route (OpenAPI `security`). */
export const bearerSecurity = [{ bearer: [] }];

export function requireLogin(scope: FastifyInstance, auth: AdminAuth): void {
  scope.decorateRequest('agent', null);
  scope.addHook('onRequest', async (request) => {
    request.agent = await auth.authenticate(request.headers.authorization);
  });
}

const authenticationRequired = () => new DomainError('auth.required', 'Authentication required');

export async function requireSuperadmin(request: FastifyRequest): Promise<void> {
  if (!request.agent) throw authenticationRequired();
  if (request.agent.type !== 'superadmin') {
    throw new DomainError('auth.forbidden', 'Only a superadmin may do this');
  }
}

/** The agent of a request behind requireLogin. */
export function currentAgent(request: FastifyRequest): AuthenticatedAgent {
  if (!request.agent) throw authenticationRequired();
  return request.agent;
}
