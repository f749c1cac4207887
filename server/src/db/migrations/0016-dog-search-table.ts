import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';
import { searchTextSql } from '../search-text';

/**
 * PostgreSQL: a narrow copy of what dashboard search looks in, one row per record (its registry
 * sequence, status and search text), kept by a trigger in the writing transaction, for counting a
 * search's matches. The trigram index on service_dogs finds the matches, but PostgreSQL must then
 * re-read each matching record to confirm it: at a million records, three letters that occur in
 * 42,000 names took 156 ms to count over 30,800 pages of whole records, and 15 ms over this table's
 * 8,600 (docs/PERFORMANCE.md). Pages of results still come from service_dogs, whose indexes order
 * them. SQLite's FTS5 search table (migration 0003) already serves its counts.
 */
export function dogSearchTableMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('dog_search')
        .addColumn('registry_seq', 'integer', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .execute();
      await sql
        .raw(
          `insert into dog_search (registry_seq, status, search_text)
           select registry_seq, status, ${searchTextSql('postgres')} from service_dogs`,
        )
        .execute(db);
      // Migration 0003 installed pg_trgm where the server offers it; without it, counting scans this
      // table, still a fraction of the records' size.
      const trigrams = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (trigrams.rows.length > 0)
        await sql`create index dog_search_text on dog_search using gin (search_text gin_trgm_ops)`.execute(db);
      await createMirrorTriggers(db);
    },
  };
}

async function createMirrorTriggers(db: Kysely<unknown>): Promise<void> {
  const text = searchTextSql('postgres', 'new.');
  await sql
    .raw(
      `create function sdr_mirror_dog_search() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           insert into dog_search (registry_seq, status, search_text) values (new.registry_seq, new.status, ${text});
         elsif tg_op = 'DELETE' then
           delete from dog_search where registry_seq = old.registry_seq;
         else
           update dog_search set registry_seq = new.registry_seq, status = new.status, search_text = ${text}
           where registry_seq = old.registry_seq;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`
    create trigger service_dogs_search_mirror
    after insert or delete or update of dog_name, owner_name, registry_number, registry_seq, status on service_dogs
    for each row execute function sdr_mirror_dog_search()`.execute(db);
  await sql`
    create function sdr_clear_dog_search() returns trigger language plpgsql as $$
    begin
      delete from dog_search;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger service_dogs_search_mirror_truncate after truncate on service_dogs
    for each statement execute function sdr_clear_dog_search()`.execute(db);
}
