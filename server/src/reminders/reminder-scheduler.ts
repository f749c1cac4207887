/** The expiry reminders, once an hour across all instances, under the `expiry-reminders` lease. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed';
import type { DB } from '../db/schema';
import type { Registry } from '../email/email-layout';
import { startLeasedJob, type LeasedJob } from '../scheduling/leased-job';
import { sendDueReminders } from './expiry-reminders';

export const REMINDER_PERIOD_MS = 3600_000;

export type ReminderScheduler = LeasedJob<number>;

export function startReminderScheduler(options: {
  db: Kysely<DB>;
  changes: ChangeFeed;
  registry: Registry;
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs: number;
}): ReminderScheduler {
  const { db, changes, registry, baseUrl, log } = options;
  return startLeasedJob({
    name: 'expiry-reminders',
    db,
    log,
    periodMs: REMINDER_PERIOD_MS,
    leaseMs: 10 * 60_000,
    intervalMs: options.intervalMs,
    run: async (now) => {
      const queued = await sendDueReminders({ db, changes }, registry, baseUrl, now);
      if (queued > 0) log.info({ queued }, `expiry reminders queued: ${queued}`);
      return queued;
    },
  });
}
