// Which back-office user manages which listing (decision 0038). A superadmin manages every
// property and assigns them; an agent edits, toggles and verifies the properties assigned to
// them and the unassigned ones (so listings from before assignment keep working), may take an
// unassigned one or hand back their own, and reads every listing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, properties, type AgentType } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';

export interface PropertyManager {
  id: number;
  type: AgentType;
}

const forbidden = (message: string) => new DomainError('auth.forbidden', message);

/** 404 when no property has the id; 403 when an agent may not change it. */
export async function assertMayManageProperty(
  db: Db,
  manager: PropertyManager,
  id: number,
): Promise<void> {
  const [row] = await db
    .select({ agent_id: properties.agent_id })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw new DomainError('property.not_found', `No property with id ${id}`);
  if (manager.type === 'superadmin') return;
  if (row.agent_id !== null && row.agent_id !== manager.id) {
    throw forbidden('This property is assigned to another agent');
  }
}

/**
 * The agent a body may assign (undefined: not given). A superadmin names any existing agent or
 * null; an agent only themselves or null (taking or handing back a listing).
 */
export async function assertMayAssignProperty(
  db: Db,
  manager: PropertyManager,
  agentId: number | null | undefined,
): Promise<void> {
  if (agentId === undefined || agentId === null) return;
  if (manager.type !== 'superadmin' && agentId !== manager.id) {
    throw forbidden('Only a superadmin may assign a property to another agent');
  }
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) {
    throw new DomainError('validation.invalid', `No agent with id ${agentId}`, {
      field: 'agent_id',
    });
  }
}

/** A new listing's agent: the one the body names, else the agent who creates it. */
export const agentOfNewProperty = (
  manager: PropertyManager,
  agentId: number | null | undefined,
): number | null =>
  agentId === undefined ? (manager.type === 'agent' ? manager.id : null) : agentId;
