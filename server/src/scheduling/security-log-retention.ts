/**
 * The security log's retention (SECURITY_LOG_RETENTION_DAYS, at least 30): once a day, under its own
 * lease, the events whose last occurrence is older than that are removed, and the pass says in the
 * server log how many went and from before when. Within the retention the table is append-only: the
 * database refuses to remove a row younger than 30 days, whatever asks (db/migrations/0020).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { startLeasedJob, type LeasedJob } from './leased-job';

const DAY_MS = 86_400_000;

export interface SecurityLogPruned {
  removed: number;
  before: string;
}

export async function pruneSecurityLog(
  db: Kysely<DB>,
  retentionDays: number,
  now = new Date(),
): Promise<SecurityLogPruned> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('security_events')
    .where(sql<string>`coalesce(last_at, at)`, '<', before)
    .executeTakeFirst();
  return { removed: Number(result.numDeletedRows), before };
}

export function startSecurityLogRetentionJob(options: {
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  intervalMs: number;
  retentionDays: number;
}): LeasedJob<SecurityLogPruned> {
  const { db, log, retentionDays } = options;
  return startLeasedJob({
    name: 'security-log-retention',
    db,
    log,
    periodMs: DAY_MS,
    leaseMs: 10 * 60_000,
    intervalMs: options.intervalMs,
    run: async (now) => {
      const pruned = await pruneSecurityLog(db, retentionDays, now);
      log.info(
        { job: 'security-log-retention', removed: pruned.removed, before: pruned.before, retentionDays },
        `security log: removed ${pruned.removed} events last seen before ${pruned.before} (kept ${retentionDays} days)`,
      );
      return pruned;
    },
  });
}
