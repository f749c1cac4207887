/**
 * The handler's verification log: look-ups of a registration by visitors, counted per month. Only the
 * month is kept, never who looked. Cards checked through the signed QR code are verified on the
 * checker's device (decision 008) and never reach this count.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface LookupCounter {
  count(dogId: string, now?: Date): void;
  /** Writes what has been counted so far; the owner page calls it before reading. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Look-ups are counted in memory and written every few seconds, as one upsert per record and month:
 * a database write (and, on SQLite, a disk sync) on every visitor's look-up would cost more than the
 * look-up itself. Several instances each add their own counts. A crash loses at most the last few
 * seconds of counts, which are statistics, not anything a person submitted.
 */
export function createLookupCounter(db: Kysely<DB>, flushMs = 5_000): LookupCounter {
  let pending = new Map<string, { dogId: string; month: string; count: number }>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: { dogId: string; month: string; count: number }[]) => {
    await db.transaction().execute(async (trx) => {
      for (const { dogId, month, count } of batch) {
        // Through the record itself, so a record deleted since the look-up gets no count back.
        await trx
          .insertInto('lookup_counts')
          .columns(['dog_id', 'month', 'count'])
          .expression(
            trx
              .selectFrom('service_dogs')
              .select(['id', sql<string>`${month}`.as('month'), sql<number>`cast(${count} as integer)`.as('count')])
              .where('id', '=', dogId),
          )
          .onConflict((oc) =>
            oc.columns(['dog_id', 'month']).doUpdateSet({ count: sql`lookup_counts.count + ${count}` }),
          )
          .execute();
      }
    });
  };

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      // An unreachable database keeps the counts for the next flush.
      await write(batch).catch(() => {
        for (const entry of batch) {
          const key = `${entry.dogId}|${entry.month}`;
          pending.set(key, { ...entry, count: entry.count + (pending.get(key)?.count ?? 0) });
        }
      });
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    count(dogId, now = new Date()) {
      const month = now.toISOString().slice(0, 7);
      const key = `${dogId}|${month}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else pending.set(key, { dogId, month, count: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
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
