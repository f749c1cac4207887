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

export async function findProgrammeById(db: Kysely<DB>, id: number): Promise<ProgrammeRow | null> {
  return (await db.selectFrom('programmes').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
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

/**
 * How many rows each programme holds in each table it owns: what the operator sees of it. With
 * `programmeId`, that programme's alone.
 */
export async function countByProgramme(db: Kysely<DB>, programmeId?: number): Promise<Map<number, ProgrammeCounts>> {
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
      .$if(programmeId !== undefined, (query) => query.where('programme_id', '=', programmeId!))
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

/**
 * Inserts a programme under an id no programme had before; returns it. A deleted programme's activity
 * entries stay under its id, so the id is past theirs too: a new programme never inherits them.
 */
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
  const { logged } = await db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.max('programme_id').as('logged'))
    .executeTakeFirstOrThrow();
  const id = Math.max(Number(last ?? 0), Number(logged ?? 0)) + 1;
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

/**
 * Deletes a programme's row. On PostgreSQL a row still referring to it (migrations 0021, 0022) makes the
 * delete fail: then it returns that row's table, and the caller's transaction is to be abandoned.
 */
export async function deleteProgrammeRow(db: Kysely<DB>, id: number): Promise<{ referredBy: string } | null> {
  try {
    await db.deleteFrom('programmes').where('id', '=', id).execute();
    return null;
  } catch (error) {
    // PostgreSQL's foreign_key_violation, which names the referring table.
    if (error instanceof Error && 'code' in error && error.code === '23503')
      return { referredBy: 'table' in error && typeof error.table === 'string' ? error.table : 'another table' };
    throw error;
  }
}
