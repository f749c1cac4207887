/**
 * `npm run backup -- [--out DIR] [--with-private-keys]` copies the database, uploads and signing keys
 * named by the usual settings (DATA_DIR, DATABASE_URL, S3_BUCKET, SIGNING_KEY_FILE) into a new folder;
 * `npm run restore -- --from DIR` puts one back into an empty data directory, database and bucket.
 * docs/DEPLOYMENT.md explains when to use which.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, restore } from './backup/backup';
import { ConfigError, loadConfig } from './config';
import { ROTATE_COMMAND } from './credentials/signing-keys';
import { openStorage } from './files/open-storage';

const USAGE = 'Usage: npm run backup -- [--out DIR] [--with-private-keys]   |   npm run restore -- --from DIR';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { out: { type: 'string' }, from: { type: 'string' }, 'with-private-keys': { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}
${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const config = loadConfig();
  const storage = await openStorage(config);
  if (positionals[0] === 'backup') {
    const out = path.resolve(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backup(config, storage, out, { withPrivateKeys: values['with-private-keys'] });
    console.log(`Backed up ${manifest.records} records and ${manifest.files} files (${manifest.database}) to ${out}`);
    console.log(
      manifest.privateKeys
        ? 'The backup holds the private signing key: keep it as secret as the key itself.'
        : 'The backup holds the public signing keys only: after a restore every card already printed still verifies, ' +
            `but new cards need \`${ROTATE_COMMAND}\` first (--with-private-keys includes the private key).`,
    );
    return 0;
  }
  if (positionals[0] === 'restore' && values.from && !values['with-private-keys']) {
    const restored = await restore(config, storage, path.resolve(values.from));
    console.log(`Restored ${restored.records} records and ${restored.files} files from ${values.from}`);
    if (restored.signingKeys === 'public')
      console.log(
        'The backup held no private signing key: every card already printed verifies, but run ' +
          `\`${ROTATE_COMMAND}\` (with the same settings) before starting the registry, so that it can sign new cards.`,
      );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
