// Starts the production server for the browser tests on a fresh data directory, so every run
// begins from the same demo catalogue. (The build must exist: `npm run test:e2e` makes it.)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = `.e2e-data/${process.env.PORT ?? 'default'}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn('npm', ['run', 'start:prod'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
