// First start: with no superadmin yet (the demo seed may have made agents), create the superadmin from ADMIN_USERNAME/ADMIN_PASSWORD,
// or with a random password that is printed once. There is never a default password, and
// ADMIN_PASSWORD follows the rule of every agent password (server/auth/password-strength.ts).
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { passwordWeakness } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';

export interface CreatedAdmin {
  username: string;
  /** Only set when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

export async function ensureFirstSuperadmin(
  db: Db,
  wanted: { username?: string; password?: string },
): Promise<CreatedAdmin | null> {
  const [row] = await db.select({ n: count() }).from(agents).where(eq(agents.type, 'superadmin'));
  if ((row?.n ?? 0) > 0) return null;
  const username = wanted.username ?? 'admin';
  const generatedPassword = wanted.password ? undefined : randomBytes(12).toString('base64url');
  const password = wanted.password ?? generatedPassword!;
  // Checked only when the account is created: a later start with the same value changes nothing.
  const weakness = passwordWeakness(password, [username]);
  if (weakness) throw new ConfigError(`ADMIN_PASSWORD: ${weakness}`);
  await db
    .insert(agents)
    .values({ username, password_hash: await hashPassword(password), type: 'superadmin' })
    .onConflictDoNothing();
  return { username, generatedPassword };
}
