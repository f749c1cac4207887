import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';
import { searchTextSql } from '../search-text';

/**
 * The dashboard at 100,000 records (docs/PERFORMANCE.md): an index per sortable column, in the
 * case-insensitive order the table shows, and a trigram index for "contains" search.
 */
export function dashboardIndexesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index service_dogs_dog_name on service_dogs (lower(dog_name), id)`.execute(db);
      await sql`create index service_dogs_owner_name on service_dogs (lower(owner_name), id)`.execute(db);
      await sql`create index service_dogs_service_type on service_dogs (service_type, id)`.execute(db);
      await sql`create index service_dogs_status_id on service_dogs (status, id)`.execute(db);
      if (dialect === 'postgres') await postgresTrigramIndex(db);
      else await sqliteTrigramTable(db);
    },
  };
}

/** pg_trgm ships with PostgreSQL and is a trusted extension; where a host lacks it, search still works, by scanning. */
async function postgresTrigramIndex(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(`create index service_dogs_search on service_dogs using gin ((${searchTextSql('postgres')}) gin_trgm_ops)`)
    .execute(db);
}

/**
 * SQLite has no trigram expression index, so an FTS5 trigram table mirrors the searchable text,
 * kept in step by triggers; FTS5's trigram tokenizer answers LIKE '%…%' from its index. Its rowid
 * is the record's registry sequence, which never changes (a plain rowid may change on VACUUM).
 */
async function sqliteTrigramTable(db: Kysely<unknown>): Promise<void> {
  const text = (row: string) => searchTextSql('sqlite', row);
  await sql`create virtual table service_dogs_search using fts5(search_text, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(`insert into service_dogs_search (rowid, search_text) select registry_seq, ${text('')} from service_dogs`)
    .execute(db);
  await createSqliteSearchTriggers(db);
}

/** The triggers that keep the search table in step with service_dogs (also made again by 0006's table rebuild). */
export async function createSqliteSearchTriggers(db: Kysely<unknown>): Promise<void> {
  const text = (row: string) => searchTextSql('sqlite', row);
  await sql
    .raw(
      `create trigger service_dogs_search_insert after insert on service_dogs begin
      insert into service_dogs_search (rowid, search_text) values (new.registry_seq, ${text('new.')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger service_dogs_search_update after update of dog_name, owner_name, registry_number, registry_seq on service_dogs begin
      delete from service_dogs_search where rowid = old.registry_seq;
      insert into service_dogs_search (rowid, search_text) values (new.registry_seq, ${text('new.')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger service_dogs_search_delete after delete on service_dogs begin
      delete from service_dogs_search where rowid = old.registry_seq; end`,
    )
    .execute(db);
}
