// A PostgreSQL primary and a real streaming replica of it, both scratch clusters on loopback in
// a temporary directory: the machine's own server is never touched. The replica is made the way
// an operator makes one (`pg_basebackup -R`: a copy of the primary that then follows its WAL).
// PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The PostgreSQL programs: PG_BIN, or the newest Debian install. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'pg_basebackup'))) return dir;
  }
  throw new Error(
    'PostgreSQL server programs not found (apt-get install postgresql, or set PG_BIN)',
  );
}

export interface StreamingPair {
  /** postgres:// URL of the `portal` database on the primary, and on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica (pausing its replay, say). */
  onReplica(query: string): Promise<pg.QueryResult>;
  /** Stops the replica at once (as a crash would). */
  stopReplica(): Promise<void>;
  /** Stops both clusters and deletes their files. */
  destroy(): Promise<void>;
}

export async function startStreamingPair(ports: {
  primary: number;
  replica: number;
}): Promise<StreamingPair> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-replica-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout), Number(group));
  }
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  // Sockets in the temporary directory, TCP on loopback only; fsync off: throwaway data.
  const serverOptions = (port: number) =>
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off ` +
    `-c shared_buffers=32MB -c max_connections=60`;
  const started: string[] = [];
  const stopCluster = async (dir: string, mode: 'fast' | 'immediate') => {
    await pgRun('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']).catch(() => {});
  };
  const destroy = async () => {
    for (const dir of started.reverse()) await stopCluster(dir, 'immediate');
    await rm(root, { recursive: true, force: true });
  };
  const start = async (dir: string, port: number) => {
    await pgRun('pg_ctl', [
      '-D',
      dir,
      '-l',
      path.join(root, `${path.basename(dir)}.log`),
      '-o',
      serverOptions(port),
      '-w',
      'start',
    ]);
    started.push(dir);
  };
  try {
    // initdb's pg_hba.conf trusts local and loopback connections, replication included.
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await start(primaryDir, ports.primary);
    const primaryAdmin = `postgres://postgres@127.0.0.1:${ports.primary}/postgres`;
    const admin = new pg.Client({ connectionString: primaryAdmin });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.primary),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await start(replicaDir, ports.replica);
  } catch (error) {
    await destroy();
    throw error;
  }
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/portal`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${ports.primary}/portal`,
    replicaUrl,
    onReplica: async (query) => {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        return await client.query(query);
      } finally {
        await client.end();
      }
    },
    stopReplica: () => stopCluster(replicaDir, 'immediate'),
    destroy,
  };
}
