// npm run backup [-- --out backups/<name>]: the embedded database and the media, server stopped.
import { BackupError, backupEmbedded } from '../server/db/backup.ts';
import { configOrExit, parseCli, runOrExplain } from './cli.ts';

const values = parseCli({
  usage: `
Usage: npm run backup -- [--out DIR]

Copies the embedded database (DATA_DIR) and the media on disk into DIR, with a manifest.
Stop the server first: one process at a time owns the embedded database. (PostgreSQL and S3
have their own tools: see docs/deploy.md.)

Options:
  --out DIR   where to write the backup (default backups/<date and time>)
  --help      this text
`,
  options: { out: { type: 'string' } },
});
const out = values.out ?? `backups/${new Date().toISOString().replace(/[:.]/g, '-')}`;
const config = configOrExit();
await runOrExplain(config, async () => {
  try {
    const manifest = await backupEmbedded(config, out);
    console.log(`Backup written to ${out} (database${manifest.media ? ' and media' : ''}).`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
});
