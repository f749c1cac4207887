import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * PostgreSQL tells every instance when a registration changes (NOTIFY, delivered at commit), so each
 * can drop what it cached of the look-up (server/src/db/change-feed.ts). One notice per statement,
 * whatever the code path that wrote. SQLite runs in one process, which sees its own writes.
 */
export function dogChangeNoticesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`
        create function sdr_notify_dogs_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('sdr_dogs_changed', '');
          return null;
        end $$`.execute(db);
      for (const table of ['service_dogs', 'retired_registrations']) {
        await sql`
          create trigger ${sql.id(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function sdr_notify_dogs_changed()`.execute(db);
      }
    },
  };
}
