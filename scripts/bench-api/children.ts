// The API benchmark's child processes: the seed CLI (timed) and the servers it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The scripts/ directory. */
const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const nodeWithTsx = (file: string, params: string[]) => [
  '--import',
  'tsx',
  path.resolve(SCRIPTS, file),
  ...params,
];

export interface Target {
  driver: 'pglite' | 'postgres';
  env: Record<string, string>;
}

export function targetEnv(target: Target): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, LOG_LEVEL: 'silent' };
  if (target.driver === 'pglite') delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

export async function runSeed(
  target: Target,
  count: number,
): Promise<{ seconds: number; line: string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    nodeWithTsx('seed.ts', ['--count', String(count), '--reset']),
    { env: targetEnv(target), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, line: out.trim() };
}

export async function startChild(
  kind: 'api' | 'web' | 'bare',
  env: NodeJS.ProcessEnv,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, nodeWithTsx('bench-api/serve.ts', [kind]), {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`${kind} server exited (${code}) before listening`)),
    );
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
