// Back-office accounts (superadmin only): GET /agent, POST /agent/register,
// PATCH /agent/{id}/update, DELETE /agent/{id}.
import type { TAgent, TAgentType } from '../../../../common/schemas/admin-auth.ts';
import { adminApi, type ApiBody } from '../api.ts';

export type { TAgent, TAgentType };

export function listAgents(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/agent', { query: { limit: 100 }, signal });
}

export function createAgent(body: ApiBody<'post', '/api/admin/agent/register'>) {
  return adminApi.POST('/api/admin/agent/register', { body });
}

export function updateAgent(id: number, body: ApiBody<'patch', '/api/admin/agent/{id}/update'>) {
  return adminApi.PATCH('/api/admin/agent/{id}/update', { path: { id }, body });
}

export function deleteAgent(id: number) {
  return adminApi.DELETE('/api/admin/agent/{id}', { path: { id } });
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
