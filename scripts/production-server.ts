// The production build served for a browser benchmark or audit: `server/main.ts` in production
// mode on a fresh data directory (demo data), serving a private copy of build/ so that a rebuild
// in the working tree meanwhile cannot pull assets from under it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Starts the build on `port`; `name` names its folder under .e2e-data and its admin account. */
export function startProductionServer(port: number, name: string): ChildProcess {
  const root = path.resolve(`.e2e-data/${name}-${port}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(path.resolve('build'), path.join(root, 'build'), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  return spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: name,
      ADMIN_PASSWORD: `${name}-only-password`,
    },
  });
}

/** Waits (3 minutes at most) until `base` answers ready; fails at once if `server` stops. */
export async function waitForReady(base: string, server: ChildProcess | undefined): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error('the server stopped while starting');
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become ready within 3 minutes`);
}
