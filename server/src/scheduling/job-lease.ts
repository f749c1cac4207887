/**
 * A named lease on scheduled work in the database, so that of several instances on one database only
 * one runs a job at a time. A holder that dies simply lets its lease run out; the next pass takes it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Takes (or renews) the lease `name` for `owner` until now + ms; whether this owner now holds it. */
export async function takeLease(db: Kysely<DB>, name: string, owner: string, now: Date, ms: number): Promise<boolean> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + ms).toISOString();
  await db
    .insertInto('job_leases')
    .values({ name, owner: null, lease_until: at, last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('job_leases')
    .set({ owner, lease_until: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', '<=', at), eb('owner', '=', owner)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records a finished run; nobody takes the lease again before `nextRun`, so the job runs once per period across instances. */
export async function finishLease(
  db: Kysely<DB>,
  name: string,
  owner: string,
  now: Date,
  nextRun: Date,
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ owner: null, lease_until: nextRun.toISOString(), last_run_at: now.toISOString() })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}
