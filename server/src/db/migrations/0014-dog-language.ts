import type { Kysely } from 'kysely';

/**
 * The language a registration was made in (issue 17): the registry writes to its handler in it. Records
 * from before the registry spoke Spanish were all made in English.
 */
export const dogLanguageMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('service_dogs')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  },
};
