// The demo's two agents (fictional): the demo listings are shared between them, a third left
// unassigned (decision 0038). Their passwords are random and never shown: a superadmin sets one
// in « Agents » to log in as them.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../auth/passwords.ts';
import type { Db } from '../../client.ts';
import { agents } from '../../schema.ts';

const DEMO_AGENTS = [
  { username: 'nadia.demo', email: 'nadia@agence-chenoua.example.dz' },
  { username: 'yacine.demo', email: 'yacine@agence-chenoua.example.dz' },
];

/** Creates the demo agents; answers their ids in order. */
export async function seedDemoAgents(tx: Db): Promise<number[]> {
  const rows = await tx
    .insert(agents)
    .values(
      await Promise.all(
        DEMO_AGENTS.map(async (agent) => ({
          ...agent,
          type: 'agent' as const,
          password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: agents.id });
  return rows.map((row) => row.id);
}

/** The agent of the i-th demo listing: one in three unassigned, the rest shared in turn. */
export const demoAgentOf = (ids: number[], index: number): number | null =>
  ids.length === 0 || index % 3 === 2 ? null : (ids[index % 3] ?? ids[0]!);
