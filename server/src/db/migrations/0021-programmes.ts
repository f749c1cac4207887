import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/** Frozen here, as every migration's schema is: the default programme's id, every existing row's programme. */
const DEFAULT_PROGRAMME = 1;

/** The tables whose rows belong to a programme (docs/decisions/041-programmes.md). */
const OWNED = ['service_dogs', 'trainers', 'payment_codes', 'admins'] as const;

/**
 * Programmes become the unit of a registry (docs/decisions/041-programmes.md). One table of programmes,
 * and the default one (id 1, slug `default`) that every registration, trainer, payment code and staff
 * account already stored moves into. The default programme's identity columns are null: it shows the
 * deployment's REGISTRY_* settings, read at every start as today, until `npm run admin -- programmes
 * update default` gives it words of its own. The earliest-created staff account is the deployment's
 * operator. Nothing else changes: numbers, owner links, cards and their status-list indexes stay as they are.
 *
 * `programme_id` is NOT NULL with the default programme as its default on both databases: SQLite adds a
 * NOT NULL column only with a default, and so PostgreSQL keeps the same shape. On PostgreSQL it also
 * references programmes(id); SQLite refuses a referencing column with a default while foreign keys are
 * on, short of rebuilding four tables, so there the programmes' code alone keeps the link.
 */
export function programmesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('programmes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        // Null on the default programme only: REGISTRY_NAME, REGISTRY_PREFIX.
        .addColumn('name_en', 'text')
        .addColumn('name_es', 'text')
        .addColumn('prefix', 'text', (c) => c.unique())
        // Null: the deployment's setting (REGISTRY_TAGLINE*, CONTACT_*, FEE_CENTS).
        .addColumn('tagline_en', 'text')
        .addColumn('tagline_es', 'text')
        .addColumn('contact_email', 'text')
        .addColumn('contact_phone', 'text')
        .addColumn('hours_en', 'text')
        .addColumn('hours_es', 'text')
        .addColumn('fee_cents', 'integer')
        .addColumn('logo_key', 'text')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('programmes_default_has_id_1', sql`(is_default = 1) = (id = ${sql.lit(DEFAULT_PROGRAMME)})`)
        .addCheckConstraint('programmes_named', sql`is_default = 1 or (name_en is not null and prefix is not null)`)
        .execute();
      const now = new Date().toISOString();
      await sql`insert into programmes (id, slug, is_default, created_at, updated_at)
        values (${sql.lit(DEFAULT_PROGRAMME)}, 'default', 1, ${now}, ${now})`.execute(db);

      for (const table of OWNED) {
        await sql
          .raw(
            `alter table ${table} add column programme_id integer not null default ${DEFAULT_PROGRAMME}` +
              (dialect === 'postgres' ? ' references programmes (id)' : ''),
          )
          .execute(db);
        await db.schema.createIndex(`${table}_programme`).on(table).column('programme_id').execute();
      }

      // The deployment's operator: today's first admin, the earliest created.
      await db.schema
        .alterTable('admins')
        .addColumn('is_operator', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update admins set is_operator = 1
        where id = (select id from admins order by created_at, id limit 1)`.execute(db);
    },
  };
}
