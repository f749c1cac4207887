/**
 * The mail the e2e servers write, read as a person would: the SQLite server sends none (no SMTP_URL) and
 * writes each message as a file; the PostgreSQL one sends through a real SMTP server that files them
 * the same way (e2e/smtp-sink.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { expect } from './console-guard';
import { e2eServerInfo } from './database';

/** Whether this project's server sends email: its words promise it then, and only then. */
export const sendsEmail = (testInfo: TestInfo) => testInfo.project.name === 'postgres';

/** A written email as its reader sees it: quoted-printable undone (soft line breaks, =XX bytes as UTF-8). */
export const plain = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The path (and query or fragment) of the first link matching `pattern` (one capture group) in an email
 * that mentions `mentions`, waiting for it to be written.
 */
export async function emailedLink(testInfo: TestInfo, pattern: RegExp, mentions: string): Promise<string> {
  const dir = path.join(e2eServerInfo(testInfo).dataDir, 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
          const text = plain(await fs.readFile(path.join(dir, name), 'utf8'));
          const found = pattern.exec(text);
          if (found?.[1] && text.includes(mentions)) link = found[1];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
