/**
 * Answers queued owner link requests every few seconds, apart from the requests that queued them, so
 * the work a registered address causes is never part of anyone's answer. Several instances may run it
 * on one database: each request is answered by whichever takes it off the queue.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed';
import type { DB } from '../db/schema';
import { answerOwnerLinkRequests, type OwnerLinkDeps } from './owner-link-service';

export interface OwnerLinkWorker {
  /** Answers what is queued now; resolves when done. Tests call it directly. */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export function startOwnerLinkWorker(
  options: OwnerLinkDeps & {
    db: Kysely<DB>;
    changes: ChangeFeed;
    log: Pick<FastifyBaseLogger, 'error'>;
    /** How often to look at the queue; 0 starts no timer (tests drive runOnce). */
    intervalMs: number;
  },
): OwnerLinkWorker {
  const { db, changes, log } = options;
  let running: Promise<number> | null = null;
  const runOnce = (now = new Date()) => {
    running ??= answerOwnerLinkRequests({ db, changes }, options, now).finally(() => (running = null));
    return running;
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) => log.error({ err: error }, 'owner link requests pass failed'));
        }, options.intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
