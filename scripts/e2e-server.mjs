// Starts the production server for the browser tests on a fresh data directory, so every run
// begins from the same demo catalogue. (The build must exist: `npm run test:e2e` makes it.)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = `.e2e-data/${process.env.PORT ?? 'default'}`;
rmSync(dataDir, { recursive: true, force: true });
// Mail goes to a local SMTP port (the server's port + 20000): the specs that read e-mails (alert
// opt-in) listen there; elsewhere nothing listens, a send fails at once and is only logged.
const smtpPort = Number(process.env.PORT ?? 4173) + 20000;
const child = spawn('npm', ['run', 'start:prod'], {
  stdio: 'inherit',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
