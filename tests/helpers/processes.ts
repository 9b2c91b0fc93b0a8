// Real processes for the tests that check what a person running a command sees: the server
// (server/main.ts, as `npm run dev` / `start:prod` run it) and the scripts, with their exit code
// and what they print.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** stderr's lines, without npm's own warnings. */
export const stderrLines = (result: Pick<Finished, 'stderr'>) =>
  result.stderr.split('\n').filter((line) => line.trim() && !line.includes('npm warn'));

const quietEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  REDIS_URL: '',
  SMTP_URL: '',
  ...env,
});

/** Runs `file` (server/main.ts, scripts/…) to its end; node with tsx, as the npm scripts do. */
export function runProcess(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: quietEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} still running after ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM, resolves to the exit code. */
  stop(): Promise<number | null>;
  /** kill -9: nothing of the process's shutdown runs. */
  crash(): Promise<void>;
}

/** Starts server/main.ts and waits for the address it prints. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: quietEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address printed: ${output}`)), 90_000);
    child.stdout.on('data', () => {
      const match = /Site:\s+(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => reject(new Error(`exited (${code}) before listening: ${output}`)));
  });
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
