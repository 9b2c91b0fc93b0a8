// One process at a time on an embedded database (decision 0012). PGlite has no lock of its own:
// a second process on the same DATA_DIR opened it without complaint and its writes were lost.
// Whatever opens the embedded database (server, seed, backup, restore) holds this lock first.
//
// The lock is proper-lockfile's directory (DATA_DIR/owner.lock, created atomically, its time
// refreshed while held); beside it, owner.json says which process holds it. A holder that died
// without releasing (kill -9, power cut) is recognised at once on the same machine from its pid
// and start time, and its lock is taken over; a holder on another machine (a shared volume)
// only once its lock has not been refreshed for STALE_MS.
import { unlinkSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { currentOwner, ownerState, type ProcessOwner } from './process-owner.ts';

const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

/** Another process holds DATA_DIR; the message is one line naming it and what to do. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: ProcessOwner | undefined,
  ) {
    const who = owner
      ? `process ${owner.pid} (${owner.command}${owner.host ? ` on ${owner.host}` : ''}, since ${owner.since})`
      : 'another process (starting)';
    super(
      `DATA_DIR ${dataDir} is in use by ${who}: the embedded database allows one process at a ` +
        'time, so stop that process first, or set another DATA_DIR (or use DATABASE_URL).',
    );
  }
}

const held = new Set<string>();

const files = (dataDir: string) => ({
  lock: path.join(dataDir, 'owner.lock'),
  owner: path.join(dataDir, 'owner.json'),
});

async function readOwner(file: string): Promise<ProcessOwner | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ProcessOwner;
  } catch {
    return undefined;
  }
}

/** Milliseconds since the lock was last refreshed, or undefined when there is no lock. */
async function lockAge(lockDir: string): Promise<number | undefined> {
  try {
    return Date.now() - (await stat(lockDir)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Throws DataDirInUseError while a live process holds the lock; removes the lock of a holder
 * that is gone. (Two processes recovering the same dead lock at the same instant could both
 * remove it; proper-lockfile's own stale recovery has the same window.)
 */
async function clearDeadLock(dataDir: string): Promise<void> {
  const { lock, owner: ownerFile } = files(dataDir);
  const age = await lockAge(lock);
  if (age === undefined) return;
  const owner = await readOwner(ownerFile);
  // owner.json is written just after the lock; without it the holder is starting (or died
  // within that instant, which the stale time covers).
  const state = owner ? ownerState(owner) : 'unknown';
  if (state === 'alive' || (state === 'unknown' && age < STALE_MS)) {
    throw new DataDirInUseError(dataDir, owner);
  }
  await rm(lock, { recursive: true, force: true });
}

/** Takes DATA_DIR for this process; resolves to the function that gives it back. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const directory = path.resolve(dataDir);
  const { lock, owner: ownerFile } = files(directory);
  if (held.has(directory)) throw new DataDirInUseError(directory, currentOwner());
  await mkdir(directory, { recursive: true });
  await clearDeadLock(directory);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(directory, {
      lockfilePath: lock,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      // Only if another process removed or took the lock: writing on would lose data.
      onCompromised: (error) => {
        console.error(`DATA_DIR ${directory}: lost the lock (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirInUseError(directory, await readOwner(ownerFile));
  }
  const temporary = `${ownerFile}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(currentOwner(), null, 2) + '\n');
  await rename(temporary, ownerFile);
  held.add(directory);
  // proper-lockfile removes the lock itself on exit; owner.json goes with it.
  const forgetOwner = () => {
    try {
      unlinkSync(ownerFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', forgetOwner);
  let released: Promise<void> | undefined;
  return () =>
    (released ??= (async () => {
      process.off('exit', forgetOwner);
      held.delete(directory);
      await rm(ownerFile, { force: true });
      await release();
    })());
}
