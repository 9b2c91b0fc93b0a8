// "Verified": staff checked the listing's documents. verified_at and the staff member are set
// together, or cleared together.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, properties as p } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';

export interface Verification {
  verified_at: string | null;
  verified_by: number | null;
  verified_by_username: string | null;
}

export async function setPropertyVerified(
  db: Db,
  id: number,
  verified: boolean,
  agentId: number,
): Promise<Verification> {
  const [row] = await db
    .update(p)
    .set(
      verified
        ? { verified_at: new Date(), verified_by: agentId }
        : { verified_at: null, verified_by: null },
    )
    .where(eq(p.id, id))
    .returning({ verified_at: p.verified_at, verified_by: p.verified_by });
  if (!row) throw new DomainError('property.not_found', `No property with id ${id}`);
  return verificationOf(db, row);
}

export async function verificationOf(
  db: Db,
  row: { verified_at: Date | null; verified_by: number | null },
): Promise<Verification> {
  let username: string | null = null;
  if (row.verified_by !== null) {
    const [agent] = await db
      .select({ username: agents.username })
      .from(agents)
      .where(eq(agents.id, row.verified_by));
    username = agent?.username ?? null;
  }
  return {
    verified_at: row.verified_at?.toISOString() ?? null,
    verified_by: row.verified_by,
    verified_by_username: username,
  };
}
