// The audit log's "who" for a back-office request: the logged-in agent and the client's address.
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../services/audit/record.ts';
import { currentAgent } from './auth-hook.ts';

export function auditActor(request: FastifyRequest): AuditActor & { id: number } {
  const agent = currentAgent(request);
  return { id: agent.id, username: agent.username, ip: request.ip };
}
