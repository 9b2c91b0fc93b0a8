// Starts the production server for the browser tests on a fresh data directory, so every run
// begins from the same demo catalogue. (The build must exist: `npm run test:e2e` makes it.)
// The server's error-level log lines are also kept in a file: the run fails on them
// (tests/e2e/server-errors.ts).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const port = process.env.PORT ?? 'default';
const dataDir = `.e2e-data/${port}`;
const errorsFile = `.e2e-data/${port}-server-errors.ndjson`;
rmSync(dataDir, { recursive: true, force: true });
rmSync(errorsFile, { force: true });
mkdirSync('.e2e-data', { recursive: true });
// Mail goes to a local SMTP port (the server's port + 20000): the specs that read e-mails (alert
// opt-in) listen there; elsewhere nothing listens, a send fails at once and is only logged.
const smtpPort = Number(process.env.PORT ?? 4173) + 20000;
const child = spawn('npm', ['run', 'start:prod'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
});
/** Pino's level number for `error`. */
const ERROR_LEVEL = 50;
createInterface({ input: child.stdout }).on('line', (line) => {
  process.stdout.write(`${line}\n`);
  let level = 0;
  try {
    level = JSON.parse(line).level ?? 0;
  } catch {
    // Not a log line (npm's banner, the start summary).
  }
  if (level >= ERROR_LEVEL) appendFileSync(errorsFile, `${line}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
