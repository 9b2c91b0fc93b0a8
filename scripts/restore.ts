// npm run restore -- --from backups/<name>: puts a backup back, server stopped. The current
// database and media are kept aside (renamed), never deleted.
import { BackupError, restoreEmbedded } from '../server/db/backup.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const usage = `
Usage: npm run restore -- --from DIR

Puts a backup made by \`npm run backup\` back into DATA_DIR (database and media). What is there
now is kept aside, renamed with a .before-restore-<time> suffix, never deleted. Stop the server
first: one process at a time owns the embedded database.

Options:
  --from DIR  the backup directory (required)
  --help      this text
`;
const values = parseCli({ usage, options: { from: { type: 'string' } } });
if (!values.from) {
  console.error(`--from is required\n\n${usage.trim()}`);
  process.exit(2);
}
const from = values.from;
const config = configOrExit();
await runOrExplain(config, async () => {
  try {
    const { keptAside } = await restoreEmbedded(config, from);
    console.log(`Restored from ${from}.`);
    for (const dir of keptAside) console.log(`  previous data kept in ${dir}`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
});
