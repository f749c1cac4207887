/** The activity log: append-only, the application inserts entries and never updates or deletes them. */
import type { Kysely } from 'kysely';
import type { ActivityAction } from '#common/activity-actions';
import type { Page } from '#common/api';
import type { SignedInAdmin } from '../admins/session-repository';
import { paginate, type PageRequest } from '../db/paginate';
import type { ActivityLogRow, DB } from '../db/schema';

export interface NewActivity {
  action: ActivityAction;
  actorAdminId?: string | null;
  /** Who did it, as the log shows it: an admin's email, or "public" for the registration form. */
  actorLabel: string;
  dogId?: string | null;
  registryNumber?: string | null;
  details?: Record<string, unknown> | null;
  at: string;
}

/** The actor fields of an entry for something a signed-in admin did. */
export function byAdmin(admin: Pick<SignedInAdmin, 'id' | 'email'>): Pick<NewActivity, 'actorAdminId' | 'actorLabel'> {
  return { actorAdminId: admin.id, actorLabel: admin.email };
}

export async function recordActivity(db: Kysely<DB>, entry: NewActivity): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      at: entry.at,
      actor_admin_id: entry.actorAdminId ?? null,
      actor_label: entry.actorLabel,
      action: entry.action,
      dog_id: entry.dogId ?? null,
      registry_number: entry.registryNumber ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** Newest first. */
export function listActivity(db: Kysely<DB>, request: PageRequest): Promise<Page<ActivityLogRow>> {
  return paginate(
    request,
    async () =>
      (
        await db
          .selectFrom('activity_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    (limit, offset) =>
      db.selectFrom('activity_log').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
}
