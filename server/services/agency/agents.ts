// Back-office accounts (superadmin only): list, create, change password/type, delete. There is
// always at least one superadmin; a password change ends the agent's older sessions. Passwords
// must pass the strength rule (server/auth/password-strength.ts) before anything is stored.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { TAgent } from '../../../common/schemas/admin-auth.ts';
import type { TList } from '../../../common/schemas/primitives.ts';
import { passwordWeakness } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { agents, type AgentType } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

type AgentRow = typeof agents.$inferSelect;

const toAgent = (row: AgentRow): TAgent => ({
  id: row.id,
  username: row.username,
  type: row.type,
  email: row.email,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const DUPLICATE = (username: string) =>
  new DomainError('agent.username_taken', `The username "${username}" is already taken`, {
    field: 'username',
  });
const missing = (id: number) => new DomainError('agent.not_found', `No agent with id ${id}`);

/** A 400 with the reason in French when the password is too weak for this account. */
function requireStrongPassword(password: string, username: string, field = 'password'): void {
  const weakness = passwordWeakness(password, [username]);
  if (weakness) throw new DomainError('agent.weak_password', weakness, { field });
}

export async function listAgents(
  db: Db,
  query: { page: number; limit: number },
): Promise<TList<TAgent>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agents)
      .orderBy(asc(agents.username))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(agents),
  ]);
  return { data: rows.map(toAgent), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function createAgent(
  db: Db,
  input: { username: string; password: string; type: AgentType; email?: string | null },
  /** Who creates the account from the back-office; absent for the setup's and tests' accounts. */
  actor?: AuditActor,
): Promise<TAgent> {
  requireStrongPassword(input.password, input.username);
  const [taken] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(sql`lower(${agents.username}) = lower(${input.username})`)
    .limit(1);
  if (taken) throw DUPLICATE(input.username);
  const password_hash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(agents)
        .values({
          username: input.username,
          password_hash,
          type: input.type,
          email: input.email ?? null,
        })
        .returning();
      if (actor) {
        await recordAudit(tx, {
          actor,
          action: 'create',
          entity: 'agent',
          entityId: created!.id,
          label: created!.username,
          changes: { username: { after: created!.username }, type: { after: created!.type } },
        });
      }
      return created!;
    });
    return toAgent(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw DUPLICATE(input.username);
    throw error;
  }
}

/** Locks the superadmin rows and counts them: the last one may not go away. */
async function otherSuperadmins(tx: Db, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.type, 'superadmin'))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

export async function updateAgent(
  db: Db,
  id: number,
  input: { password?: string; type?: AgentType; email?: string | null },
  actor: AuditActor,
  /** The input field the new password came in, named by a refusal. */
  passwordField = 'password',
): Promise<TAgent> {
  if (input.password) {
    const [account] = await db
      .select({ username: agents.username })
      .from(agents)
      .where(eq(agents.id, id));
    if (!account) throw missing(id);
    requireStrongPassword(input.password, account.username, passwordField);
  }
  // Hashing is slow: done before the transaction holds any lock.
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(agents).where(eq(agents.id, id)).for('update');
    if (!existing) throw missing(id);
    if (
      existing.type === 'superadmin' &&
      input.type === 'agent' &&
      (await otherSuperadmins(tx, id)) === 0
    ) {
      throw new DomainError(
        'agent.last_superadmin',
        'The last superadmin cannot be demoted: make another superadmin first',
      );
    }
    const [row] = await tx
      .update(agents)
      .set({
        ...(input.type ? { type: input.type } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(password_hash
          ? { password_hash, token_version: sql`${agents.token_version} + 1` }
          : {}),
        updated_at: new Date(),
      })
      .where(eq(agents.id, id))
      .returning();
    const audited = { actor, entity: 'agent', entityId: id, label: existing.username } as const;
    const changes: Record<string, { before: string | null; after: string | null }> = {};
    if (row!.type !== existing.type) changes.type = { before: existing.type, after: row!.type };
    if (row!.email !== existing.email)
      changes.email = { before: existing.email, after: row!.email };
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { ...audited, action: 'update', changes });
    }
    // That it changed, never what to: no hash, no length.
    if (password_hash) await recordAudit(tx, { ...audited, action: 'password_change' });
    return toAgent(row!);
  });
}

export async function deleteAgent(db: Db, id: number, actor: AuditActor): Promise<void> {
  if (id === actor.id) {
    throw new DomainError(
      'agent.self_delete',
      'You cannot delete your own account: ask another superadmin',
    );
  }
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(agents).where(eq(agents.id, id)).for('update');
    if (!existing) throw missing(id);
    if (existing.type === 'superadmin' && (await otherSuperadmins(tx, id)) === 0) {
      throw new DomainError('agent.last_superadmin', 'The last superadmin cannot be deleted');
    }
    await tx.delete(agents).where(eq(agents.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'agent',
      entityId: id,
      label: existing.username,
      changes: { type: { before: existing.type } },
    });
  });
}
