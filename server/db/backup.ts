// Backup and restore of the embedded database and the media on disk. (PostgreSQL and S3 have
// their own tools — pg_dump/pg_restore and bucket versioning or sync — see docs/deploy.md.)
// The server must be stopped: one process owns an embedded database directory at a time, and
// both hold DATA_DIR's lock while they run (a running server makes them stop with its pid).
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './client.ts';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface BackupManifest {
  createdAt: string;
  database: 'database.tar.gz';
  media: 'media' | null;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

const databaseDir = (config: Config) => path.resolve(config.DATA_DIR, 'pglite');
const mediaDir = (config: Config) =>
  path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));

export class BackupError extends Error {
  override name = 'BackupError';
}

function assertEmbedded(config: Config) {
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md), not with this tool.',
    );
  }
}

export async function backupEmbedded(config: Config, outDir: string): Promise<BackupManifest> {
  assertEmbedded(config);
  if (!(await exists(databaseDir(config)))) {
    throw new BackupError(`No embedded database in ${databaseDir(config)}: nothing to back up.`);
  }
  const unlock = await lockDataDir(config.DATA_DIR);
  try {
    return await writeBackup(config, outDir);
  } finally {
    await unlock();
  }
}

async function writeBackup(config: Config, outDir: string): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  const client = await PGlite.create(databaseDir(config), { extensions: pgliteExtensions });
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path.join(outDir, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  const hasMedia = !config.S3_BUCKET && (await exists(mediaDir(config)));
  if (hasMedia) await cp(mediaDir(config), path.join(outDir, 'media'), { recursive: true });
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: 'database.tar.gz',
    media: hasMedia ? 'media' : null,
  };
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/**
 * Restores a backup. What is there now is kept aside (renamed with a `.before-restore-<time>`
 * suffix), never deleted, so a restore loses nothing.
 */
export async function restoreEmbedded(
  config: Config,
  fromDir: string,
): Promise<{ keptAside: string[] }> {
  assertEmbedded(config);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(fromDir, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError(`${fromDir} is not a backup (no readable manifest.json).`);
  }
  const unlock = await lockDataDir(config.DATA_DIR);
  try {
    return await putBack(config, fromDir, manifest);
  } finally {
    await unlock();
  }
}

async function putBack(
  config: Config,
  fromDir: string,
  manifest: BackupManifest,
): Promise<{ keptAside: string[] }> {
  const archive = await readFile(path.join(fromDir, manifest.database));
  const suffix = `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const keptAside: string[] = [];

  // Load into a new directory first: a bad archive leaves the current database untouched.
  const target = databaseDir(config);
  const incoming = `${target}.incoming`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  const client = await PGlite.create(incoming, {
    loadDataDir: new Blob([archive]),
    extensions: pgliteExtensions,
  });
  await client.query('select 1');
  await client.close();
  if (await exists(target)) {
    await rename(target, target + suffix);
    keptAside.push(target + suffix);
  }
  await rename(incoming, target);

  if (manifest.media) {
    const media = mediaDir(config);
    if (await exists(media)) {
      await rename(media, media + suffix);
      keptAside.push(media + suffix);
    }
    await cp(path.join(fromDir, manifest.media), media, { recursive: true });
  }
  return { keptAside };
}
