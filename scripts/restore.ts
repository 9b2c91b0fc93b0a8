// npm run restore -- --from backups/<name>: puts a backup back, server stopped. The current
// database and media are kept aside (renamed), never deleted.
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config.ts';
import { BackupError, restoreEmbedded } from '../server/db/backup.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup directory>');
  process.exit(2);
}
try {
  const { keptAside } = await restoreEmbedded(parseConfig(), values.from);
  console.log(`Restored from ${values.from}.`);
  for (const dir of keptAside) console.log(`  previous data kept in ${dir}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
