/**
 * How the first-admin setup link reaches the operator. A person at a terminal (`npm start` in
 * development) reads it on the console. A production log is JSON lines that may be shipped elsewhere,
 * where a secret does not belong: the link goes to a file only this account can read, and the log
 * says where. The file goes away once an admin exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export const SETUP_LINK_FILE = 'first-admin-setup-link.txt';

export function announceSetupLink(options: {
  /** The link, or null when an admin exists. */
  link: string | null;
  dataDir: string;
  /** Whether a person reads the console (development), rather than a log collector. */
  console: boolean;
  log: FastifyBaseLogger;
}): void {
  const file = path.join(options.dataDir, SETUP_LINK_FILE);
  if (!options.link) {
    fs.rmSync(file, { force: true });
    return;
  }
  const advice = 'Or run: npm run admin -- create --email you@example.org';
  if (options.console) {
    console.log(
      `\nNo admin exists yet. Create the first one within the next hour at:\n\n  ${options.link}\n\n${advice}\n`,
    );
    return;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${options.link}\n`, { mode: 0o600 });
  options.log.warn(
    { file },
    `No admin exists yet. The one-time link that creates the first one (valid one hour) is in ${file}. ${advice}`,
  );
}
