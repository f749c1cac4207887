/** The activity log: append-only, the application inserts entries and never updates or deletes them. */
import type { Kysely } from 'kysely';
import type { ActivityAction } from '#common/activity-actions';
import type { Page } from '#common/api';
import type { ActivityActor } from '../access/actor';
import { paginate, type PageRequest } from '../db/paginate';
import type { ActivityLogRow, DB } from '../db/schema';

export interface NewActivity extends ActivityActor {
  action: ActivityAction;
  /** Whose log it is in: the programme of the record, trainer, code or account it is about. */
  programmeId: number;
  dogId?: string | null;
  registryNumber?: string | null;
  details?: Record<string, unknown> | null;
  at: string;
}

export async function recordActivity(db: Kysely<DB>, entry: NewActivity): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      at: entry.at,
      programme_id: entry.programmeId,
      actor_admin_id: entry.actorAdminId ?? null,
      actor_label: entry.actorLabel,
      action: entry.action,
      dog_id: entry.dogId ?? null,
      registry_number: entry.registryNumber ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** An entry as the log lists it: `existing_dog_id` is its `dog_id` while that record still exists, else null. */
export type ActivityListRow = ActivityLogRow & { existing_dog_id: string | null };

/**
 * One programme's log, newest first (index activity_log_programme, migration 0022). The page's entries are joined to the records they name by primary key, so the list says
 * which records still exist (a denied one does, until staff delete it). The page is cut before the join:
 * joined first, PostgreSQL hashes the whole log with every record for a deep page (200 against 11 ms at
 * 200,000 entries); cut first, it is one index probe an entry on any page.
 */
export function listActivity(
  db: Kysely<DB>,
  programmeId: number,
  request: PageRequest,
): Promise<Page<ActivityListRow>> {
  const log = db.selectFrom('activity_log').where('programme_id', '=', programmeId);
  return paginate(
    request,
    async () => (await log.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      db
        .selectFrom(log.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).as('entry'))
        .leftJoin('service_dogs', 'service_dogs.id', 'entry.dog_id')
        .selectAll('entry')
        .select('service_dogs.id as existing_dog_id')
        .orderBy('entry.id', 'desc')
        .execute(),
  );
}
