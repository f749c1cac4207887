/**
 * Runs the expiry reminders from inside the server, once an hour across all instances: each pass first
 * takes the `expiry-reminders` lease, so two instances on one database never run it together, and a
 * pass that dies leaves a lease that runs out (docs/DEPLOYMENT.md, "Scheduled work").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Registry } from '../email/email-layout';
import { randomToken } from '../lib/tokens';
import { finishLease, takeLease } from '../scheduling/job-lease';
import { sendDueReminders } from './expiry-reminders';

const JOB = 'expiry-reminders';
export const REMINDER_PERIOD_MS = 3600_000;
const LEASE_MS = 10 * 60_000;

export interface ReminderScheduler {
  /** One pass if this instance gets the lease: the reminders queued, or null when another instance holds it. */
  runOnce(now?: Date): Promise<number | null>;
  stop(): Promise<void>;
}

export function startReminderScheduler(options: {
  db: Kysely<DB>;
  registry: Registry;
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often to try for the lease; 0 starts no timer (tests drive runOnce). */
  intervalMs: number;
}): ReminderScheduler {
  const { db, registry, baseUrl, log } = options;
  const owner = randomToken(12);
  let running: Promise<number | null> | null = null;

  async function pass(now: Date): Promise<number | null> {
    if (!(await takeLease(db, JOB, owner, now, LEASE_MS))) return null;
    const queued = await sendDueReminders(db, registry, baseUrl, now);
    await finishLease(db, JOB, owner, now, new Date(now.getTime() + REMINDER_PERIOD_MS));
    if (queued > 0) log.info({ queued }, `expiry reminders queued: ${queued}`);
    return queued;
  }

  const runOnce = (now = new Date()) => {
    running ??= pass(now).finally(() => (running = null));
    return running;
  };
  const tick = () => runOnce().catch((error: unknown) => log.error({ err: error }, 'expiry reminder pass failed'));
  const timer = options.intervalMs > 0 ? setInterval(tick, options.intervalMs) : null;
  timer?.unref();
  // The first pass soon after start, so a restart does not wait a whole period.
  const first = options.intervalMs > 0 ? setTimeout(tick, 5_000) : null;
  first?.unref();

  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      await running?.catch(() => undefined);
    },
  };
}
