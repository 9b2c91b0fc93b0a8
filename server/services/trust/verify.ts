// "Verified": staff checked the listing's documents. verified_at and the staff member are set
// together, or cleared together.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, properties as p } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

export interface Verification {
  verified_at: string | null;
  verified_by: number | null;
  verified_by_username: string | null;
}

export async function setPropertyVerified(
  db: Db,
  id: number,
  verified: boolean,
  actor: AuditActor & { id: number },
): Promise<Verification> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ verified_at: p.verified_at })
      .from(p)
      .where(eq(p.id, id))
      .for('update');
    if (!before) throw new DomainError('property.not_found', `No property with id ${id}`);
    const [after] = await tx
      .update(p)
      .set(
        verified
          ? { verified_at: new Date(), verified_by: actor.id }
          : { verified_at: null, verified_by: null },
      )
      .where(eq(p.id, id))
      .returning({ verified_at: p.verified_at, verified_by: p.verified_by, name_fr: p.name_fr });
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'property',
      entityId: id,
      label: after!.name_fr,
      changes: { verified: { before: before.verified_at !== null, after: verified } },
    });
    return after!;
  });
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
