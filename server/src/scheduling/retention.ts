/**
 * What the database keeps only as long as it is needed (docs/DEPLOYMENT.md, "Retention"), pruned once
 * a day under the `retention` lease:
 * - idempotency records: 24 hours (a client retries a registration within minutes);
 * - sessions: until they expire, absolutely or after two idle hours;
 * - sign-in counters: a day after their last window or lock;
 * - setup links: a day after they expired or were used;
 * - without SMTP_URL, the emails written as .eml files to DATA_DIR/outbox (they hold owner links): 14 days;
 *   so are their bodies kept in the outbox for staff to pass on by hand (server/src/hand-offs/).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_SESSION_POLICY } from '../access/session-policy';
import type { DB } from '../db/schema';
import { startLeasedJob, type LeasedJob } from './leased-job';

const DAY_MS = 86_400_000;
export const IDEMPOTENCY_RETENTION_MS = DAY_MS;
/** Long enough for an operator to pass an email on by hand; an owner link in it must not lie on disk for ever. */
export const OUTBOX_FILE_RETENTION_MS = 14 * DAY_MS;
/** Sign-in counters go a day after their last window or lock; setup links a day after they expired. */
export const SIGN_IN_COUNTER_RETENTION_MS = DAY_MS;
export const SETUP_LINK_RETENTION_MS = DAY_MS;

export interface Pruned {
  idempotencyKeys: number;
  sessions: number;
  signInCounters: number;
  setupLinks: number;
  /** Emails kept for staff to pass on by hand whose bodies were cleared. */
  handOffs: number;
}

export async function pruneExpiredData(
  db: Kysely<DB>,
  now = new Date(),
  sessionIdleMs = DEFAULT_SESSION_POLICY.idleMs,
): Promise<Pruned> {
  const at = now.toISOString();
  const countersBefore = new Date(now.getTime() - SIGN_IN_COUNTER_RETENTION_MS).toISOString();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString())
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', at),
        eb('last_seen_at', '<', new Date(now.getTime() - sessionIdleMs).toISOString()),
      ]),
    )
    .executeTakeFirst();
  const signInCounters = await db
    .deleteFrom('login_throttle')
    .where('window_start', '<', countersBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', countersBefore)]))
    .executeTakeFirst();
  const setupLinks = await db
    .deleteFrom('admin_setup_tokens')
    .where('expires_at', '<', new Date(now.getTime() - SETUP_LINK_RETENTION_MS).toISOString())
    .executeTakeFirst();
  const handOffs = await db
    .updateTable('outbox')
    .set({ text_body: '', html_body: '' })
    .where('sent_at', '<', new Date(now.getTime() - OUTBOX_FILE_RETENTION_MS).toISOString())
    .where('text_body', '<>', '')
    .executeTakeFirst();
  return {
    handOffs: Number(handOffs.numUpdatedRows),
    idempotencyKeys: count(idempotencyKeys),
    sessions: count(sessions),
    signInCounters: count(signInCounters),
    setupLinks: count(setupLinks),
  };
}

/** Removes the .eml files (written when no SMTP_URL is set) older than OUTBOX_FILE_RETENTION_MS; how many went. */
export async function pruneOutboxFiles(dir: string, now = new Date()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > OUTBOX_FILE_RETENTION_MS) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export function startRetentionJob(options: {
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'error'>;
  intervalMs: number;
  /** Where emails are written as files when no SMTP server is set; null when one is. */
  outboxDir?: string | null;
  /** SESSION_IDLE_MINUTES: a session idle longer has ended. */
  sessionIdleMs?: number;
}): LeasedJob<Pruned> {
  return startLeasedJob({
    name: 'retention',
    db: options.db,
    log: options.log,
    periodMs: DAY_MS,
    leaseMs: 10 * 60_000,
    intervalMs: options.intervalMs,
    run: async (now) => {
      const pruned = await pruneExpiredData(options.db, now, options.sessionIdleMs);
      if (options.outboxDir) await pruneOutboxFiles(options.outboxDir, now);
      return pruned;
    },
  });
}
