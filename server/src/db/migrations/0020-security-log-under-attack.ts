import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/** Rows of the security log younger than this are never removed, whatever SECURITY_LOG_RETENTION_DAYS says. */
export const SECURITY_LOG_MIN_RETENTION_DAYS = 30;

/**
 * The security log under attack (issue 48): repeated identical events fold into one row that counts
 * them (`count`, `last_at`, found again by `fold_key`), and rows older than the retention may be pruned.
 * The database still refuses any other change: a row's only allowed update is a larger count and a later
 * `last_at`, and no row younger than SECURITY_LOG_MIN_RETENTION_DAYS can be deleted. Also the
 * account-wide count of wrong second-factor codes (`second_factor_locks`), one row per account.
 */
export function securityLogUnderAttackMigration(dialect: Database['dialect']) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('security_events')
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // Null on a row that was never folded into: its last event is its first (`at`).
      await db.schema.alterTable('security_events').addColumn('last_at', 'text').execute();
      await db.schema.alterTable('security_events').addColumn('fold_key', 'text').execute();
      await db.schema.createIndex('security_events_fold_key').on('security_events').column('fold_key').execute();
      await foldableAndPrunable(db, dialect);

      await db.schema
        .createTable('second_factor_locks')
        .addColumn('admin_id', 'text', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
        // Wrong codes (authenticator app or recovery code) since the last success or lock, from any address.
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_at', 'text')
        .addColumn('locked_until', 'text')
        .execute();
    },
  };
}

async function foldableAndPrunable(db: Kysely<unknown>, dialect: Database['dialect']): Promise<void> {
  const days = SECURITY_LOG_MIN_RETENTION_DAYS;
  if (dialect === 'postgres') {
    await sql`drop trigger security_events_append_only on security_events`.execute(db);
    await sql
      .raw(
        `create function security_events_fold_or_prune() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            if old.at < to_char((now() at time zone 'utc') - interval '${days} days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
              return old;
            end if;
            raise exception 'security_events is append-only for ${days} days';
          end if;
          if (new.id, new.at, new.event, new.result, new.admin_id, new.email, new.factor, new.ip, new.user_agent,
              new.details, new.fold_key)
             is not distinct from
             (old.id, old.at, old.event, old.result, old.admin_id, old.email, old.factor, old.ip, old.user_agent,
              old.details, old.fold_key)
             and new.count > old.count and new.last_at >= coalesce(old.last_at, old.at) then
            return new;
          end if;
          raise exception 'security_events is append-only';
        end $$`,
      )
      .execute(db);
    await sql`
      create trigger security_events_fold_or_prune before update or delete on security_events
      for each row execute function security_events_fold_or_prune()`.execute(db);
    return;
  }
  await sql`drop trigger security_events_no_update`.execute(db);
  await sql`drop trigger security_events_no_delete`.execute(db);
  await sql`
    create trigger security_events_no_update
    before update of id, at, event, result, admin_id, email, factor, ip, user_agent, details, fold_key
    on security_events
    begin select raise(abort, 'security_events is append-only'); end`.execute(db);
  await sql`
    create trigger security_events_count_grows before update of count, last_at on security_events
    when new.count <= old.count or new.last_at < coalesce(old.last_at, old.at)
    begin select raise(abort, 'security_events is append-only'); end`.execute(db);
  await sql
    .raw(
      `create trigger security_events_no_delete before delete on security_events
       when old.at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${days} days')
       begin select raise(abort, 'security_events is append-only for ${days} days'); end`,
    )
    .execute(db);
}
