// Who sees and handles which lead (decision 0038): a superadmin every lead; an agent the leads
// assigned to them and the unassigned buyer leads. An agent who handles an unassigned lead (a
// status, a note) takes it; only a superadmin assigns a lead to someone. Owner leads (decision
// 0066) are an agent's only once a superadmin gave them: a mandate is not first come, first served.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AgentType } from '../../db/schema.ts';
import { leads } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';

export interface LeadViewer {
  id: number;
  username: string;
  type: AgentType;
}

/** The leads this user may see, as a condition (none for a superadmin). */
export function visibleLeads(viewer: LeadViewer): SQL | undefined {
  return viewer.type === 'superadmin'
    ? undefined
    : or(eq(leads.agent_id, viewer.id), and(isNull(leads.agent_id), eq(leads.kind, 'buyer')));
}

export function assertMayHandle(
  viewer: LeadViewer,
  lead: { agent_id: number | null; kind?: 'buyer' | 'owner' },
): void {
  if (viewer.type === 'superadmin') return;
  if (lead.agent_id !== null && lead.agent_id !== viewer.id) {
    throw new DomainError('auth.forbidden', 'This lead is assigned to another agent');
  }
  if (lead.agent_id === null && lead.kind === 'owner') {
    throw new DomainError(
      'auth.forbidden',
      'An owner lead is handled once a superadmin assigns it',
    );
  }
}

export function assertMayAssign(viewer: LeadViewer): void {
  if (viewer.type !== 'superadmin') {
    throw new DomainError('auth.forbidden', 'Only a superadmin may assign a lead');
  }
}

/** The agent a lead has once this user handled it: an unassigned one goes to the agent. */
export function agentAfterHandling(viewer: LeadViewer, current: number | null): number | null {
  return current === null && viewer.type === 'agent' ? viewer.id : current;
}

/** The leads the menu's badge counts: a superadmin's every lead, an agent's own (not the pool). */
export function mineToAnswer(viewer: LeadViewer): SQL | undefined {
  return viewer.type === 'superadmin' ? undefined : eq(leads.agent_id, viewer.id);
}
