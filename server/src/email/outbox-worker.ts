/**
 * Sends what the outbox holds, from inside the server: every few seconds it claims due messages, sends
 * each once, and on failure tries again later (30 s, 1 min, 2 min, … up to 6 h between tries), giving up
 * after 12 tries. Several instances may run it on one database: each message is leased to one of them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from '../lib/tokens';
import type { MailTransport } from './mail-transport';
import { claimDueMessages, markAttemptFailed, markSent } from './outbox-repository';

export const MAX_ATTEMPTS = 12;
const LEASE_MS = 120_000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);
}

export interface OutboxWorker {
  /** Sends whatever is due now; resolves when done. Tests call it directly. */
  runOnce(now?: Date): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: Kysely<DB>;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often to look for due messages; 0 starts no timer (tests drive runOnce). */
  intervalMs: number;
}): OutboxWorker {
  const { db, transport, log } = options;
  const owner = randomToken(12);
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let stopped = false;

  async function sendDue(now: Date): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const message of await claimDueMessages(db, owner, now, LEASE_MS, BATCH)) {
      try {
        await transport.send({
          id: message.id,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
        });
        await markSent(db, message.id, owner, new Date().toISOString(), transport.byHand);
        sent++;
      } catch (error) {
        failed++;
        const attempts = message.attempts + 1;
        const givingUp = attempts >= MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message : String(error);
        await markAttemptFailed(db, message.id, owner, {
          attempts,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          error: reason,
          givenUpAt: givingUp ? new Date().toISOString() : null,
        });
        (givingUp ? log.error : log.warn).call(
          log,
          { outboxId: message.id, kind: message.kind, attempts },
          `email ${givingUp ? 'given up after' : 'not sent, will retry; attempt'} ${attempts}: ${reason}`,
        );
      }
    }
    return { sent, failed };
  }

  const runOnce = (now = new Date()) => {
    // One pass at a time in a process; a second caller waits for the pass under way.
    running ??= sendDue(now).finally(() => (running = null));
    return running;
  };

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (!stopped) runOnce().catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'));
        }, options.intervalMs)
      : null;
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
