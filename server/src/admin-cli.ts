/**
 * `npm run admin -- create --email E`: creates an admin, or sets a new password for an existing one
 * (ending its sessions). The password comes from ADMIN_PASSWORD or is asked for without echo.
 * `npm run admin -- keys rotate|list`: the credential signing keys (credentials/keys-command.ts).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { normalizeEmail } from '#common/normalize';
import { setAdminPassword } from './admins/auth-service';
import { loadConfig } from './config';
import { KEYS_USAGE, runKeysCommand } from './credentials/keys-command';
import { openConfiguredDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      // Show the question once, then nothing of what is typed.
      if (!asked) process.stdout.write(text);
      asked = true;
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const USAGE = `Usage: npm run admin -- create --email you@example.org   (password from ADMIN_PASSWORD, or asked for)
       ${KEYS_USAGE}`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' } } });
  if (positionals[0] === 'keys') return runKeysCommand(positionals[1]);
  if (positionals[0] !== 'create' || !values.email) {
    console.error(USAGE);
    return 2;
  }
  const email = z.email().safeParse(normalizeEmail(values.email));
  if (!email.success) {
    console.error(`Not an email address: ${values.email}`);
    return 2;
  }
  const password =
    process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askHidden('Password (at least 12 characters): ') : '');
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    console.error(
      MESSAGES.passwordTooShort + (process.stdin.isTTY ? '' : ' (set ADMIN_PASSWORD when not at a terminal)'),
    );
    return 2;
  }
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const { created } = await setAdminPassword(database.db, { email: email.data, password, via: 'command line' });
    console.log(`${created ? 'Created' : 'Reset the password of'} admin ${email.data} in ${database.description}.`);
    return 0;
  } finally {
    await database.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
