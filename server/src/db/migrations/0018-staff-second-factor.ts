import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * Staff sign-in with a second factor (docs/decisions/026-staff-second-factor.md): passkeys and TOTP
 * apps per admin, ten hashed recovery codes, sessions that know when (and whether) a second factor was
 * presented, and the security event log, which the database itself keeps append-only. Sessions are
 * recreated: every session open before this version was signed in with a password alone.
 */
export function staffSecondFactorMigration(dialect: Database['dialect']) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('sessions').execute();
      await db.schema
        .createTable('sessions')
        // SHA-256 of the cookie's token.
        .addColumn('id', 'text', (c) => c.primaryKey())
        // What the staff area names a session by (the hash above stays on the server).
        .addColumn('handle', 'text', (c) => c.notNull().unique())
        .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        // Null until a second factor is presented: the session can then only enrol or present one.
        .addColumn('second_factor_at', 'text')
        .addColumn('second_factor', 'text')
        .addColumn('factor_failures', 'integer', (c) => c.notNull().defaultTo(0))
        // A WebAuthn challenge or a TOTP secret being enrolled, each for a few minutes.
        .addColumn('challenge', 'text')
        .addColumn('pending_totp_secret', 'text')
        .addColumn('pending_until', 'text')
        .execute();
      await db.schema.createIndex('sessions_admin').on('sessions').column('admin_id').execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('admin_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('totp_secret', 'text')
        // The last 30-second step whose code was accepted: a code is accepted once.
        .addColumn('totp_last_step', 'integer')
        .addColumn('credential_id', 'text', (c) => c.unique())
        .addColumn('public_key', 'text')
        .addColumn('sign_count', 'integer')
        .addColumn('transports', 'text')
        .execute();
      await db.schema.createIndex('admin_factors_admin').on('admin_factors').column('admin_id').execute();

      await db.schema
        .createTable('recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('recovery_codes_admin').on('recovery_codes').column('admin_id').execute();

      await db.schema
        .createTable('security_events')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('admin_id', 'text')
        .addColumn('email', 'text')
        .addColumn('factor', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('security_events_at').on('security_events').column('at').execute();
      await appendOnly(db, dialect);
    },
  };
}

/** Rows of the security log are never changed or removed, whatever the code above the database does. */
async function appendOnly(db: Kysely<unknown>, dialect: Database['dialect']): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      create function security_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'security_events is append-only';
      end $$`.execute(db);
    await sql`
      create trigger security_events_append_only before update or delete on security_events
      for each statement execute function security_events_append_only()`.execute(db);
    await sql`
      create trigger security_events_no_truncate before truncate on security_events
      for each statement execute function security_events_append_only()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger security_events_no_${operation} before ${operation} on security_events
         begin select raise(abort, 'security_events is append-only'); end`,
      )
      .execute(db);
  }
}
