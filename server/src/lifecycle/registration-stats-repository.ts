import type { Kysely } from 'kysely';
import type { RegistrationStatus } from '#common/constants';
import type { DB } from '../db/schema';

/** Records per stored status, from the counters triggers keep (statuses with none are absent). */
export async function countRegistrationsByStatus(
  db: Kysely<DB>,
): Promise<{ status: RegistrationStatus; count: number }[]> {
  const rows = await db.selectFrom('dog_status_counts').select(['status', 'n']).where('n', '>', 0).execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** Registrations per month (YYYY-MM) since `start`, from the counters triggers keep; months with none are absent. */
export async function countRegistrationsByMonth(db: Kysely<DB>, start: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('dog_month_counts')
    .select(['month', 'n'])
    .where('month', '>=', start.slice(0, 7))
    .where('n', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}
