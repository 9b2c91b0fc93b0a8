// Back-office accounts (superadmin only): GET /agent, POST /agent/register,
// PATCH /agent/{id}/update, DELETE /agent/{id}.
import type { z } from 'zod';
import type {
  ZAgentRegisterBodySchema,
  ZAgentUpdateBodySchema,
} from '../../../../common/schemas/admin-auth.ts';
import {
  ZAgentSchema,
  type TAgent,
  type TAgentType,
} from '../../../../common/schemas/admin-auth.ts';
import { listOf, ZMessageAnswerSchema } from '../../../../common/schemas/primitives.ts';
import { adminFetch } from '../api.ts';

export type { TAgent, TAgentType };

/** The same envelope as the route's answer (GET /agent). */
const ZAgentListSchema = listOf(ZAgentSchema);

export function listAgents(signal?: AbortSignal) {
  return adminFetch(ZAgentListSchema, '/agent', { query: { limit: 100 }, signal });
}

export function createAgent(body: z.input<typeof ZAgentRegisterBodySchema>) {
  return adminFetch(ZAgentSchema, '/agent/register', { method: 'POST', body });
}

export function updateAgent(id: number, body: z.input<typeof ZAgentUpdateBodySchema>) {
  return adminFetch(ZAgentSchema, `/agent/${id}/update`, { method: 'PATCH', body });
}

export function deleteAgent(id: number) {
  return adminFetch(ZMessageAnswerSchema, `/agent/${id}`, { method: 'DELETE' });
}

export const ROLE_OPTIONS: { value: TAgentType; label: string; description: string }[] = [
  {
    value: 'agent',
    label: 'Agent',
    description: 'Gère les biens, leurs photos et les messages.',
  },
  {
    value: 'superadmin',
    label: 'Super-administrateur',
    description:
      'Tout, plus la suppression des biens, les annonceurs, les images du site, les listes de référence, les agents et les informations générales.',
  },
];

/** A password easy to read out over the phone: no 0/O, 1/l/I. */
export function generatePassword(length = 14): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const values = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}
