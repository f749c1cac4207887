/** All SQL on the trainer directory. */
import { sql, type Kysely } from 'kysely';
import type { Page } from '#common/api';
import { normalizeLicenseNumber } from '#common/normalize';
import { containsPattern } from '../db/like-pattern';
import { paginate, type PageRequest } from '../db/paginate';
import type { DB, TrainerRow } from '../db/schema';

export type TrainerColumns = Pick<
  TrainerRow,
  'name' | 'organization' | 'credential_id' | 'status' | 'certified_on' | 'expires_on'
>;

export async function findTrainer(db: Kysely<DB>, license: string): Promise<TrainerRow | null> {
  return (
    (await db
      .selectFrom('trainers')
      .selectAll()
      .where('license_number', '=', normalizeLicenseNumber(license))
      .executeTakeFirst()) ?? null
  );
}

/** A trainer of one programme's directory: another programme's is not found (docs/decisions/042-programme-isolation.md). */
export async function findProgrammeTrainer(
  db: Kysely<DB>,
  license: string,
  programmeId: number,
): Promise<TrainerRow | null> {
  return (
    (await db
      .selectFrom('trainers')
      .selectAll()
      .where('license_number', '=', normalizeLicenseNumber(license))
      .where('programme_id', '=', programmeId)
      .executeTakeFirst()) ?? null
  );
}

/** A trainer known to exist (just written in this request). */
export async function readTrainer(db: Kysely<DB>, license: string): Promise<TrainerRow> {
  return db
    .selectFrom('trainers')
    .selectAll()
    .where('license_number', '=', normalizeLicenseNumber(license))
    .executeTakeFirstOrThrow();
}

/** One programme's directory in name order; search looks in the license, name, organization and credential ID. */
export function listTrainers(
  db: Kysely<DB>,
  programmeId: number,
  request: PageRequest & { search: string },
): Promise<Page<TrainerRow>> {
  let query = db.selectFrom('trainers').where('programme_id', '=', programmeId);
  if (request.search) {
    const pattern = containsPattern(request.search);
    query = query.where((eb) =>
      eb.or(
        (['license_number', 'name', 'organization', 'credential_id'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', pattern),
        ),
      ),
    );
  }
  return paginate(
    request,
    async () => (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query.selectAll().orderBy('name').orderBy('license_number').limit(limit).offset(offset).execute(),
  );
}

export async function insertTrainer(
  db: Kysely<DB>,
  license: string,
  columns: TrainerColumns & { is_sample?: number; programme_id: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('trainers')
    .values({ license_number: normalizeLicenseNumber(license), ...columns, created_at: at, updated_at: at })
    .execute();
}

/** False when the programme has no trainer with this license. */
export async function updateTrainer(
  db: Kysely<DB>,
  license: string,
  programmeId: number,
  columns: TrainerColumns,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('trainers')
    .set({ ...columns, updated_at: at })
    .where('license_number', '=', normalizeLicenseNumber(license))
    .where('programme_id', '=', programmeId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** How many trainers the directory holds: one programme's, or every programme's when it is null. */
export async function countTrainers(
  db: Kysely<DB>,
  programmeId: number | null,
  { sampleOnly = false } = {},
): Promise<number> {
  let query = db.selectFrom('trainers').select((eb) => eb.fn.countAll<number>().as('n'));
  if (programmeId !== null) query = query.where('programme_id', '=', programmeId);
  if (sampleOnly) query = query.where('is_sample', '=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Removes the programme's sample trainers, and the accounts they had (migration 0027 has no foreign key for it). */
export async function deleteSampleTrainers(db: Kysely<DB>, programmeId: number): Promise<number> {
  await db
    .deleteFrom('admins')
    .where('trainer_license', 'in', (eb) =>
      eb
        .selectFrom('trainers')
        .select('license_number')
        .where('is_sample', '=', 1)
        .where('programme_id', '=', programmeId),
    )
    .execute();
  const result = await db
    .deleteFrom('trainers')
    .where('is_sample', '=', 1)
    .where('programme_id', '=', programmeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
