/**
 * `npm run backup -- [--out DIR]` copies the database and uploads named by the usual settings
 * (DATA_DIR, DATABASE_URL, S3_BUCKET) into a new folder; `npm run restore -- --from DIR` puts one back into an
 * empty data directory, database and bucket. docs/DEPLOYMENT.md explains when to use which.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, restore } from './backup/backup';
import { ConfigError, loadConfig } from './config';
import { openStorage } from './files/open-storage';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const config = loadConfig();
  const storage = await openStorage(config);
  if (positionals[0] === 'backup') {
    const out = path.resolve(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backup(config, storage, out);
    console.log(`Backed up ${manifest.records} records and ${manifest.files} files (${manifest.database}) to ${out}`);
    return 0;
  }
  if (positionals[0] === 'restore' && values.from) {
    const manifest = await restore(config, storage, path.resolve(values.from));
    console.log(`Restored ${manifest.records} records and ${manifest.files} files from ${values.from}`);
    return 0;
  }
  console.error('Usage: npm run backup -- [--out DIR]   |   npm run restore -- --from DIR');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
