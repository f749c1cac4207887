import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * A new registration no longer tells every instance to drop its look-up cache: it creates a record no
 * kept answer speaks of (server/src/db/change-feed.ts), and at ten registrations a second the cache
 * was emptied ten times a second. Updates, deletes and truncation still notify; so does every write to
 * retired numbers.
 */
export function dogChangeNoticesWithoutInsertsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`drop trigger service_dogs_changed on service_dogs`.execute(db);
      await sql`
        create trigger service_dogs_changed
        after update or delete or truncate on service_dogs
        for each statement execute function sdr_notify_dogs_changed()`.execute(db);
    },
  };
}
