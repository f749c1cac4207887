import type { Kysely } from 'kysely';
import type { RegistrationStatus } from '#common/constants';
import type { DB } from '../db/schema';

/**
 * Records per stored status, from the counters triggers keep (statuses with none are absent): one
 * programme's, or every programme's when `programmeId` is null.
 */
export async function countRegistrationsByStatus(
  db: Kysely<DB>,
  programmeId: number | null,
): Promise<{ status: RegistrationStatus; count: number }[]> {
  let counters = db.selectFrom('dog_status_counts').where('n', '>', 0);
  if (programmeId !== null) counters = counters.where('programme_id', '=', programmeId);
  const rows = await counters
    .select((eb) => ['status', eb.fn.sum<number | string>('n').as('n')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** Active records within dates (registration-filter.ts: datesOf), on the (status, expires_at) index (migration 0007). */
export async function countActiveWithin(
  db: Kysely<DB>,
  programmeId: number | null,
  dates: { from: string | null; before: string | null },
): Promise<number> {
  let query = db.selectFrom('service_dogs').where('status', '=', 'active');
  if (programmeId !== null) query = query.where('programme_id', '=', programmeId);
  if (dates.from) query = query.where('expires_at', '>=', dates.from);
  if (dates.before) query = query.where('expires_at', '<', dates.before);
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Registrations per month (YYYY-MM) since `start`, from the counters triggers keep; months with none are absent. */
export async function countRegistrationsByMonth(
  db: Kysely<DB>,
  start: string,
  programmeId: number | null,
): Promise<Map<string, number>> {
  let counters = db.selectFrom('dog_month_counts').where('month', '>=', start.slice(0, 7)).where('n', '>', 0);
  if (programmeId !== null) counters = counters.where('programme_id', '=', programmeId);
  const rows = await counters
    .select((eb) => ['month', eb.fn.sum<number | string>('n').as('n')])
    .groupBy('month')
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}
