// Process entry: read the configuration, start, print where the site is, stop cleanly.
import { ConfigError, parseConfig } from './config.ts';
import { joinInstances } from './db/instance-presence.ts';
import { severalInstanceNotes } from './stateless-check.ts';
import { startServer } from './start.ts';
import { explainStartupError } from './startup-errors.ts';

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const webModes = { production: 'production', development: 'development', test: 'none' } as const;
let server;
try {
  server = await startServer(config, { web: webModes[config.NODE_ENV], jobs: true });
} catch (error) {
  const line = explainStartupError(error, config);
  if (line === undefined) throw error;
  console.error(line);
  process.exit(1);
}
const log = server.app.log;
if (server.seed.seeded) {
  log.info(`First start: database initialised with ${server.seed.properties} demo properties`);
}
// Counted on the database: the notes are for a second instance, never a single one.
const presence = config.DATABASE_URL
  ? await joinInstances(config.DATABASE_URL).catch(() => undefined)
  : undefined;
const instances = (await presence?.count().catch(() => 1)) ?? 1;
for (const problem of severalInstanceNotes(config, instances))
  log.warn(`Not ready for several instances (${instances} running): ${problem}`);
console.log(`\n  Site:        ${server.url}\n  Back-office: ${server.url}/cms/login`);
if (server.admin?.generatedPassword) {
  console.log(
    `  Admin:       username "${server.admin.username}", password "${server.admin.generatedPassword}"` +
      ' (generated; shown only this once — change it in the back-office)\n',
  );
} else if (server.admin) {
  console.log(
    `  Admin:       username "${server.admin.username}" (password from ADMIN_PASSWORD)\n`,
  );
} else {
  console.log('');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('requests still running after 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    timer.unref();
    Promise.all([server.close(), presence?.close().catch(() => {})]).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
