// The PostgreSQL settings the benchmarks run with: the reference ones of docker-compose.yml
// (docs/deploy.md, "PostgreSQL settings"), read from its `postgres -c name=value` command so the
// benchmark and the reference deployment cannot drift apart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Raw } from './cases.ts';

const COMPOSE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docker-compose.yml',
);

/** Settings only the server's start can change: reported, not applied. */
const SERVER_ONLY = new Set(['shared_buffers']);

export async function referenceSettings(): Promise<Map<string, string>> {
  const compose = await readFile(COMPOSE_FILE, 'utf8');
  const settings = new Map<string, string>();
  for (const match of compose.matchAll(/-c\s+([a-z_]+)=(\S+)/g)) settings.set(match[1]!, match[2]!);
  if (!settings.has('shared_buffers')) throw new Error('docker-compose.yml: no postgres settings');
  return settings;
}

/** `alter database … set` for every per-database reference setting; returns what was set. */
export async function applyDatabaseSettings(raw: Raw, database: string): Promise<string[]> {
  const applied: string[] = [];
  for (const [name, value] of await referenceSettings()) {
    if (SERVER_ONLY.has(name)) continue;
    await raw.query(`alter database "${database}" set ${name} = '${value}'`);
    applied.push(`${name}=${value}`);
  }
  return applied;
}

const UNITS: Record<string, number> = { kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
const bytesOf = (size: string) => {
  const match = /^(\d+)\s*(kB|MB|GB|TB)$/.exec(size);
  return match ? Number(match[1]) * UNITS[match[2]!]! : Number.NaN;
};

/** The server's shared_buffers, with a warning when it is below the reference deployment's. */
export async function sharedBuffersNote(raw: Raw): Promise<string> {
  const { rows } = await raw.query('show shared_buffers');
  const actual = String(rows[0]?.shared_buffers ?? '?');
  const reference = (await referenceSettings()).get('shared_buffers')!;
  const below = bytesOf(actual) < bytesOf(reference);
  return below
    ? `shared_buffers ${actual}: WARNING, below the reference ${reference} (docker-compose.yml); ` +
        'a million listings do not stay in PostgreSQL’s cache'
    : `shared_buffers ${actual} (reference ${reference})`;
}
