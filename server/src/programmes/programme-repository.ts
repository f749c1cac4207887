/** All SQL on programmes: the unit of a registry (docs/decisions/041-programmes.md). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import { DEFAULT_PROGRAMME_ID, type DB, type ProgrammeRow, type ProgrammesTable } from '../db/schema';

export type ProgrammeColumns = Omit<
  Insertable<ProgrammesTable>,
  'id' | 'slug' | 'is_default' | 'created_at' | 'updated_at'
>;

export async function findProgrammeBySlug(db: Kysely<DB>, slug: string): Promise<ProgrammeRow | null> {
  return (await db.selectFrom('programmes').selectAll().where('slug', '=', slug).executeTakeFirst()) ?? null;
}

export async function findDefaultProgramme(db: Kysely<DB>): Promise<ProgrammeRow> {
  return db.selectFrom('programmes').selectAll().where('id', '=', DEFAULT_PROGRAMME_ID).executeTakeFirstOrThrow();
}

/** Every programme, the default first, then by slug. */
export async function listProgrammeRows(db: Kysely<DB>): Promise<ProgrammeRow[]> {
  return db.selectFrom('programmes').selectAll().orderBy('is_default', 'desc').orderBy('slug').execute();
}

export interface ProgrammeCounts {
  registrations: number;
  trainers: number;
  paymentCodes: number;
  staff: number;
}

/** How many rows each programme holds in each table it owns: what the operator sees of it. */
export async function countByProgramme(db: Kysely<DB>): Promise<Map<number, ProgrammeCounts>> {
  const tables = {
    registrations: 'service_dogs',
    trainers: 'trainers',
    paymentCodes: 'payment_codes',
    staff: 'admins',
  } as const;
  const counts = new Map<number, ProgrammeCounts>();
  for (const [name, table] of Object.entries(tables) as [
    keyof ProgrammeCounts,
    (typeof tables)[keyof ProgrammeCounts],
  ][]) {
    const rows = await db
      .selectFrom(table)
      .select(['programme_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('programme_id')
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.programme_id) ?? { registrations: 0, trainers: 0, paymentCodes: 0, staff: 0 };
      entry[name] = Number(row.n);
      counts.set(row.programme_id, entry);
    }
  }
  return counts;
}

/** Inserts a programme under the next id; returns it. */
export async function insertProgramme(
  db: Kysely<DB>,
  slug: string,
  columns: ProgrammeColumns,
  at: string,
): Promise<number> {
  const { last } = await db
    .selectFrom('programmes')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const id = Number(last ?? 0) + 1;
  await db
    .insertInto('programmes')
    .values({ ...columns, id, slug, is_default: 0, created_at: at, updated_at: at })
    .execute();
  return id;
}

export async function updateProgrammeRow(
  db: Kysely<DB>,
  id: number,
  columns: Updateable<ProgrammesTable>,
  at: string,
): Promise<void> {
  await db
    .updateTable('programmes')
    .set({ ...columns, updated_at: at })
    .where('id', '=', id)
    .execute();
}
