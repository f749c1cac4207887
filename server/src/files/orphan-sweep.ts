/**
 * Files no record or programme names: a crash between writing a photo and committing its record leaves them, and
 * nothing else would ever remove them. A sweep soon after start and then once a day (under the
 * `orphan-files` lease, so one instance runs it) deletes such files once they are a day old; a
 * registration writes its files and commits its record within seconds, so a day's grace never takes
 * a file whose record is still on its way. docs/DEPLOYMENT.md, "Retention".
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { startLeasedJob, type LeasedJob } from '../scheduling/leased-job';
import type { Storage } from './storage';

const DAY_MS = 86_400_000;
export const ORPHAN_GRACE_MS = DAY_MS;
const BATCH = 500;

async function referencedKeys(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('service_dogs')
    .select(['photo_key', 'thumbnail_key', 'certification_key'])
    .where((eb) =>
      eb.or([eb('photo_key', 'in', keys), eb('thumbnail_key', 'in', keys), eb('certification_key', 'in', keys)]),
    )
    .execute();
  const logos = await db.selectFrom('programmes').select('logo_key').where('logo_key', 'in', keys).execute();
  return new Set(
    [
      ...rows.flatMap((row) => [row.photo_key, row.thumbnail_key, row.certification_key]),
      ...logos.map((row) => row.logo_key),
    ].filter((k) => k !== null),
  );
}

export async function sweepOrphanFiles(
  db: Kysely<DB>,
  storage: Storage,
  now = new Date(),
): Promise<{ checked: number; removed: number }> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const named = await referencedKeys(db, batch);
    const orphans = batch.filter((key) => !named.has(key));
    await Promise.all(orphans.map((key) => storage.delete(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const entry of storage.list()) {
    checked += 1;
    if (entry.modifiedAt.getTime() > cutoff) continue;
    batch.push(entry.key);
    if (batch.length === BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return { checked, removed };
}

export function startOrphanSweep(options: {
  db: Kysely<DB>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  intervalMs: number;
}): LeasedJob<{ checked: number; removed: number }> {
  return startLeasedJob({
    name: 'orphan-files',
    db: options.db,
    log: options.log,
    periodMs: DAY_MS,
    leaseMs: 3_600_000,
    intervalMs: options.intervalMs,
    run: async (now) => {
      const result = await sweepOrphanFiles(options.db, options.storage, now);
      if (result.removed > 0) options.log.info(`Removed ${result.removed} uploaded files no record names`);
      return result;
    },
  });
}
