import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';

/** Migrations never import application code: the schema they create is frozen in them. */
export function initialMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('trainers')
        .addColumn('license_number', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('organization', 'text')
        .addColumn('credential_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['active', 'suspended'])))
        .addColumn('certified_on', 'text')
        .addColumn('expires_on', 'text')
        .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('service_dogs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('registry_number', 'text', (c) => c.notNull().unique())
        .addColumn('registry_seq', 'integer', (c) => c.notNull().unique())
        .addColumn('dog_name', 'text', (c) => c.notNull())
        .addColumn('dog_breed', 'text', (c) => c.notNull())
        .addColumn('dog_age', 'text', (c) => c.notNull())
        .addColumn('service_type', 'text', (c) => c.notNull())
        .addColumn('service_type_other', 'text')
        .addColumn('microchip_number', 'text')
        .addColumn('photo_key', 'text')
        .addColumn('thumbnail_key', 'text')
        .addColumn('certification_key', 'text')
        .addColumn('certification_mime', 'text')
        .addColumn('owner_name', 'text', (c) => c.notNull())
        .addColumn('owner_address', 'text', (c) => c.notNull())
        .addColumn('owner_phone', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text', (c) => c.notNull())
        .addColumn('trainer_license_number', 'text', (c) => c.notNull())
        .addColumn('payment_code', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['pending', 'active', 'revoked'])))
        .addColumn('registration_date', 'text', (c) => c.notNull())
        .addColumn('last_updated', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('owner_token_hash', 'text', (c) => c.notNull())
        .execute();
      // The dashboard lists newest first, optionally by status (the admin issue adds its search indexes).
      await db.schema
        .createIndex('service_dogs_registration_date')
        .on('service_dogs')
        .columns(['registration_date', 'id'])
        .execute();
      await db.schema
        .createIndex('service_dogs_status_date')
        .on('service_dogs')
        .columns(['status', 'registration_date'])
        .execute();

      await db.schema
        .createTable('payment_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('note', 'text')
        .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('used_by_dog_id', 'text', (c) => c.references('service_dogs.id').onDelete('set null'))
        .addColumn('voided_at', 'text')
        .execute();
      await db.schema.createIndex('payment_codes_used_by_dog').on('payment_codes').column('used_by_dog_id').execute();
      await db.schema.createIndex('payment_codes_created_at').on('payment_codes').column('created_at').execute();

      await db.schema
        .createTable('admins')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_admin').on('sessions').column('admin_id').execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('activity_log')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_admin_id', 'text')
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('dog_id', 'text')
        .addColumn('registry_number', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('activity_log_at').on('activity_log').column('at').execute();
      await db.schema.createIndex('activity_log_dog').on('activity_log').column('dog_id').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer', (c) => c.notNull())
        .addColumn('response_cipher', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();

      // One row whose update serialises registry-number allocation on both databases.
      await db.schema
        .createTable('registry_lock')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('touched_at', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('registry_lock' as never)
        .values({ id: 1, touched_at: new Date(0).toISOString() } as never)
        .execute();
    },
  };
}

function sqlIn(column: string, values: string[]) {
  // Values are this file's own constants, never user input.
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
