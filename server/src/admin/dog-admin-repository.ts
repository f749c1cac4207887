import type { Kysely } from 'kysely';
import { DOG_LIST_PAGE_SIZE, type DogListQuery } from '#common/admin-schemas';
import type { AdminDogList, AdminStats } from '#common/api';
import { DOG_STATUSES, type DogStatus } from '#common/constants';
import type { Database } from '../db/database';
import type { DB, ServiceDogRow, ServiceDogUpdate } from '../db/schema';
import { displayStatus } from '../registrations/dog-presenter';
import { countDogs, filterDogs, orderDogs } from './dog-list-query';

const LIST_COLUMNS = [
  'id',
  'registry_number',
  'dog_name',
  'owner_name',
  'service_type',
  'registration_date',
  'status',
  'expires_at',
] as const;

export async function listDogs(database: Database, query: DogListQuery, prefix: string): Promise<AdminDogList> {
  const total = await countDogs(database, query, prefix);
  const offset = (query.page - 1) * DOG_LIST_PAGE_SIZE;
  const rows = offset < total ? await pageOfDogs(database, query, prefix, offset, total) : [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      registryNumber: row.registry_number,
      dogName: row.dog_name,
      ownerName: row.owner_name,
      serviceType: row.service_type,
      registrationDate: row.registration_date,
      status: row.status,
      displayStatus: displayStatus(row),
    })),
    total,
    page: query.page,
    pageSize: DOG_LIST_PAGE_SIZE,
  };
}

/**
 * A deep page costs what the database skips to reach it. The page's ids are found on the sort's
 * index alone before whole rows are read (a deferred join), and a page in the back half is counted
 * from the other end, so the last page is as quick as the first.
 */
async function pageOfDogs(
  { db, dialect }: Database,
  query: DogListQuery,
  prefix: string,
  offset: number,
  total: number,
) {
  const fromEnd = offset > total / 2;
  const dir = fromEnd ? (query.dir === 'asc' ? 'desc' : 'asc') : query.dir;
  const skip = fromEnd ? Math.max(0, total - offset - DOG_LIST_PAGE_SIZE) : offset;
  const take = fromEnd ? Math.min(DOG_LIST_PAGE_SIZE, total - offset) : DOG_LIST_PAGE_SIZE;
  const pageIds = orderDogs(filterDogs(db.selectFrom('service_dogs'), query, prefix, dialect), query.sort, dir)
    .select('id')
    .limit(take)
    .offset(skip);
  const rows = await orderDogs(db.selectFrom('service_dogs').where('id', 'in', pageIds), query.sort, dir)
    .select(LIST_COLUMNS)
    .execute();
  return fromEnd ? rows.reverse() : rows;
}

export async function dogStats(db: Kysely<DB>, now = new Date()): Promise<AdminStats> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
  const [byStatus, byMonth, sampleTrainers, sampleCodes] = await Promise.all([
    db
      .selectFrom('service_dogs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('service_dogs')
      .select([
        (eb) => eb.fn<string>('substr', ['registration_date', eb.val(1), eb.val(7)]).as('month'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('registration_date', '>=', start.toISOString())
      .groupBy('month')
      .execute(),
    db
      .selectFrom('trainers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_sample', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payment_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_sample', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = Object.fromEntries(DOG_STATUSES.map((s) => [s, 0])) as Record<DogStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const perMonthMap = new Map(byMonth.map((row) => [row.month, Number(row.n)]));
  return {
    counts,
    perMonth: months.map((month) => ({ month, count: perMonthMap.get(month) ?? 0 })),
    sampleData: { trainers: Number(sampleTrainers.n), paymentCodes: Number(sampleCodes.n) },
  };
}

/**
 * Applies a change only if the record is still at the version the admin saw. Returns the updated
 * row, 'missing' when the record is gone, or 'stale' when someone else changed it meanwhile.
 */
export async function updateDogAtVersion(
  db: Kysely<DB>,
  id: string,
  version: number,
  changes: ServiceDogUpdate,
  at: string,
): Promise<ServiceDogRow | 'missing' | 'stale'> {
  const result = await db
    .updateTable('service_dogs')
    .set((eb) => ({ ...changes, last_updated: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  const row = await db.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return 'missing';
  return result.numUpdatedRows === 1n ? row : 'stale';
}

export async function deleteDog(db: Kysely<DB>, id: string): Promise<ServiceDogRow | null> {
  const row = await db.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('service_dogs').where('id', '=', id).execute();
  return row;
}
