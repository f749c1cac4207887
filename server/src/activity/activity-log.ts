import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface ActivityEntry {
  action: string;
  actorAdminId?: string | null;
  /** Who did it, as the log shows it: an admin's email, or "public" for the registration form. */
  actorLabel: string;
  dogId?: string | null;
  registryNumber?: string | null;
  details?: Record<string, unknown> | null;
  at: string;
}

/** Append-only: the application inserts entries and never updates or deletes them. */
export async function recordActivity(db: Kysely<DB>, entry: ActivityEntry): Promise<void> {
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
