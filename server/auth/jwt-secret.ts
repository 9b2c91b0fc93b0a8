// The key that signs login tokens: JWT_SECRET when set (required with several instances),
// otherwise a random key generated once and kept in DATA_DIR, so tokens survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generated below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
