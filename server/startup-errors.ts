// A start that fails for a reason a person can fix (database out of reach or refusing the
// credentials, port taken, data directory not writable, data directory held by another process)
// ends with one line naming the variable to look at, never a stack trace. Anything else is a
// bug, and keeps its stack.
import path from 'node:path';
import { ConfigError, type Config } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

type ErrorWithCode = Error & {
  code?: string;
  errno?: number;
  path?: string;
  hostname?: string;
  address?: string;
  port?: number;
  errors?: unknown[];
};

const NETWORK_CAUSES: Record<string, string> = {
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ECONNREFUSED: 'nothing answers at that address',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ECONNRESET: 'the connection was cut',
};

// PostgreSQL's answers when it refuses the login (SQLSTATE class 28) or the database name (3D000).
const POSTGRES_REFUSALS: Record<string, string> = {
  '28P01': 'refused the credentials',
  '28000': 'refused the credentials',
  '3D000': 'has no such database',
};

const FILE_CAUSES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/** host:port of DATABASE_URL, never its password. */
function databaseAddress(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

function codeOf(error: ErrorWithCode): string | undefined {
  // Node reports a name resolving to several addresses as an AggregateError of attempts.
  const inner = error.errors?.[0] as ErrorWithCode | undefined;
  return error.code ?? inner?.code;
}

const inside = (file: string, directory: string) => {
  const relative = path.relative(path.resolve(directory), path.resolve(file));
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The one line that explains a failed start, or undefined for an unexpected error. */
export function explainStartupError(error: unknown, config: Config): string | undefined {
  if (error instanceof DataDirInUseError) return error.message;
  // A weak ADMIN_PASSWORD is only found when the first account is created.
  if (error instanceof ConfigError) return error.message;
  if (!(error instanceof Error)) return undefined;
  const failure = error as ErrorWithCode;
  const code = codeOf(failure);

  if (code === 'EADDRINUSE') {
    return `PORT ${config.PORT} is already in use on ${config.HOST}: stop the process that listens there, or set another PORT.`;
  }
  if (code === 'EACCES' && failure.message.includes('listen')) {
    return `PORT ${config.PORT} on ${config.HOST} cannot be opened by this user (ports under 1024 need privileges): set another PORT.`;
  }

  if (config.DATABASE_URL) {
    const address = databaseAddress(config.DATABASE_URL);
    if (code && NETWORK_CAUSES[code]) {
      return `DATABASE_URL: cannot reach PostgreSQL at ${address}: ${NETWORK_CAUSES[code]} (${code}).`;
    }
    if (code && POSTGRES_REFUSALS[code]) {
      return `DATABASE_URL: PostgreSQL at ${address} ${POSTGRES_REFUSALS[code]}: ${failure.message}.`;
    }
    if (/timeout exceeded when trying to connect|Connection terminated/.test(failure.message)) {
      return `DATABASE_URL: cannot reach PostgreSQL at ${address}: ${failure.message}.`;
    }
  }

  if (code && FILE_CAUSES.has(code) && failure.path) {
    for (const [variable, dir] of [
      ['MEDIA_DIR', config.MEDIA_DIR],
      ['DATA_DIR', config.DATA_DIR],
    ] as const) {
      if (dir && inside(failure.path, dir)) {
        return `${variable} ${path.resolve(dir)} is not writable: ${failure.message}.`;
      }
    }
  }
  return undefined;
}
