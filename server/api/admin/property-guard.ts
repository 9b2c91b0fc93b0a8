// Route guards of the property routes an agent may use on their own listings only (decision
// 0038): run after validation (preHandler), so the id and body are already parsed.
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services/index.ts';
import {
  assertMayAssignProperty,
  assertMayManageProperty,
} from '../../services/listings/property-assignment.ts';
import { currentAgent } from './auth-hook.ts';

/** The property of `/:id` is the agent's or unassigned, and a given agent_id is one they may set. */
export const requireManagedProperty = (db: Services['db']) => async (request: FastifyRequest) => {
  const agent = currentAgent(request);
  const { id } = request.params as { id: number };
  await assertMayManageProperty(db, agent, id);
  const body = request.body as { agent_id?: number | null } | null | undefined;
  await assertMayAssignProperty(db, agent, body?.agent_id);
};

/** The agent_id of a new property is one this user may set. */
export const requireAssignableAgent = (db: Services['db']) => async (request: FastifyRequest) => {
  const body = request.body as { agent_id?: number | null } | null | undefined;
  await assertMayAssignProperty(db, currentAgent(request), body?.agent_id);
};
