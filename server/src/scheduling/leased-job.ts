/**
 * Scheduled work inside the server (docs/DEPLOYMENT.md, "Scheduled work"): every instance tries the
 * job every `intervalMs`; a pass first takes the job's lease, so one instance runs it and the others
 * find it taken, and then nobody runs it again for `periodMs`. A pass that dies holds the lease for at
 * most `leaseMs`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from '../lib/tokens';
import { finishLease, takeLease } from './job-lease';

export interface LeasedJob<T> {
  /** One pass if this instance gets the lease: what the job returned, or null when another instance holds it. */
  runOnce(now?: Date): Promise<T | null>;
  stop(): Promise<void>;
}

export function startLeasedJob<T>(options: {
  name: string;
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'error'>;
  periodMs: number;
  leaseMs: number;
  /** How often to try for the lease; 0 starts no timer (tests drive runOnce). */
  intervalMs: number;
  run: (now: Date) => Promise<T>;
}): LeasedJob<T> {
  const { name, db, log } = options;
  const owner = randomToken(12);
  let running: Promise<T | null> | null = null;

  async function pass(now: Date): Promise<T | null> {
    if (!(await takeLease(db, name, owner, now, options.leaseMs))) return null;
    const result = await options.run(now);
    await finishLease(db, name, owner, now, new Date(now.getTime() + options.periodMs));
    return result;
  }

  const runOnce = (now = new Date()) => {
    running ??= pass(now).finally(() => (running = null));
    return running;
  };
  const tick = () => runOnce().catch((error: unknown) => log.error({ err: error }, `${name} pass failed`));
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
