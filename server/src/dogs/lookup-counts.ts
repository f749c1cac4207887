/**
 * The handler's verification log: look-ups of a registration by visitors, counted per month. Only the
 * month is kept, never who looked. Cards checked through the signed QR code are verified on the
 * checker's device (decision 008) and never reach this count.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function countLookup(db: Kysely<DB>, dogId: string, now = new Date()): Promise<void> {
  await db
    .insertInto('lookup_counts')
    .values({ dog_id: dogId, month: now.toISOString().slice(0, 7), count: 1 })
    .onConflict((oc) => oc.columns(['dog_id', 'month']).doUpdateSet({ count: sql`lookup_counts.count + 1` }))
    .execute();
}

/** The last twelve months, oldest first, each with its count (zero included). */
export async function lookupsByMonth(
  db: Kysely<DB>,
  dogId: string,
  now = new Date(),
): Promise<{ month: string; count: number }[]> {
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return date.toISOString().slice(0, 7);
  });
  const rows = await db
    .selectFrom('lookup_counts')
    .select(['month', 'count'])
    .where('dog_id', '=', dogId)
    .where('month', '>=', months[0] ?? '')
    .execute();
  const counts = new Map(rows.map((row) => [row.month, Number(row.count)]));
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}
