import type { Kysely } from 'kysely';
import type { DogStatus } from '#common/constants';
import type { DB } from '../db/schema';

/** Records per stored status, from the counters triggers keep (statuses with none are absent). */
export async function countDogsByStatus(db: Kysely<DB>): Promise<{ status: DogStatus; count: number }[]> {
  const rows = await db.selectFrom('dog_status_counts').select(['status', 'n']).where('n', '>', 0).execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** Registrations per month (YYYY-MM) since `start`; months with none are absent. */
export async function countDogsByMonth(db: Kysely<DB>, start: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('service_dogs')
    .select([
      (eb) => eb.fn<string>('substr', ['registration_date', eb.val(1), eb.val(7)]).as('month'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('registration_date', '>=', start)
    .groupBy('month')
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}
