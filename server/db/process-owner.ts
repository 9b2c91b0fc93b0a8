// Who a process is, written beside a lock so that another process can tell whether the holder
// still runs: the pid alone is not enough (pids are reused, containers restart with the same
// small pids), so on Linux the process's start time and the machine's boot id are kept too.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ProcessOwner {
  pid: number;
  host: string;
  /** Linux boot id: a different one means the machine restarted since, so the holder is gone. */
  boot?: string;
  /** Start time of the process in clock ticks since boot (Linux), to detect a reused pid. */
  startTicks?: string;
  /** The script that runs, e.g. server/main.ts or scripts/seed.ts. */
  command: string;
  since: string;
}

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat (after the parenthesised command, which may hold spaces). */
function processStat(pid: number): { state: string; startTicks: string } | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTicks: fields[19]! };
}

export function currentOwner(): ProcessOwner {
  const script = process.argv[1];
  return {
    pid: process.pid,
    host: os.hostname(),
    boot: readOrUndefined('/proc/sys/kernel/random/boot_id'),
    startTicks: processStat(process.pid)?.startTicks,
    command: script ? path.relative(process.cwd(), script) || script : 'node',
    since: new Date().toISOString(),
  };
}

/**
 * 'alive' or 'gone' when this machine can tell; 'unknown' for a holder on another machine
 * (a shared volume), whose lock is only taken over once it stops being refreshed.
 */
export function ownerState(owner: ProcessOwner): 'alive' | 'gone' | 'unknown' {
  const here = currentOwner();
  if (owner.host !== here.host) return 'unknown';
  if (owner.boot && here.boot && owner.boot !== here.boot) return 'gone';
  if (owner.pid === process.pid) return 'gone'; // not us (the caller checks its own locks first)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  const stat = processStat(owner.pid);
  if (stat?.state === 'Z') return 'gone'; // killed, not yet reaped by its parent
  if (stat && owner.startTicks && stat.startTicks !== owner.startTicks) return 'gone';
  return 'alive';
}
