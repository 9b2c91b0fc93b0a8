// npm run backup [-- --out backups/<name>]: the embedded database and the media, server stopped.
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config.ts';
import { BackupError, backupEmbedded } from '../server/db/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? `backups/${new Date().toISOString().replace(/[:.]/g, '-')}`;
try {
  const manifest = await backupEmbedded(parseConfig(), out);
  console.log(`Backup written to ${out} (database${manifest.media ? ' and media' : ''}).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
