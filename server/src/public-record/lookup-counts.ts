/**
 * The handler's verification log: look-ups of a registration by visitors, counted per month. Only the
 * month is kept, never who looked. Cards checked through the signed QR code are verified on the
 * checker's device (decision 008) and never reach this count.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface LookupCounter {
  /** `at` is in epoch milliseconds. */
  count(dogId: string, at?: number): void;
  /** Writes what has been counted so far; the owner page calls it before reading. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Rows per upsert: three parameters each, well inside SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;

/**
 * Look-ups are counted in memory and written every few seconds, as one row per record and month, up to
 * 500 rows to a statement: a database write (and, on SQLite, a disk sync) on every visitor's look-up
 * would cost more than the look-up itself, and a statement per record would hold the event loop for
 * as long again. Several instances each add their own counts. A crash loses at most the last few
 * seconds of counts, which are statistics, not anything a person submitted.
 */

export function createLookupCounter(db: Kysely<DB>, flushMs = 5_000): LookupCounter {
  /** Counts by month ("2026-11"), then by record. */
  let pending = new Map<string, Map<string, number>>();
  // The month a count falls in, worked out once a month rather than per look-up.
  let month = { name: '', from: 0, until: 0 };
  const monthOf = (at: number) => {
    if (at < month.from || at >= month.until) {
      const date = new Date(at);
      const [year, index] = [date.getUTCFullYear(), date.getUTCMonth()];
      month = {
        name: date.toISOString().slice(0, 7),
        from: Date.UTC(year, index, 1),
        until: Date.UTC(year, index + 1, 1),
      };
    }
    return month.name;
  };
  const add = (counts: Map<string, Map<string, number>>, monthName: string, dogId: string, count: number) => {
    let byDog = counts.get(monthName);
    if (!byDog) counts.set(monthName, (byDog = new Map()));
    byDog.set(dogId, (byDog.get(dogId) ?? 0) + count);
  };
  let writing: Promise<void> = Promise.resolve();

  /** One statement: up to ROWS_PER_STATEMENT rows, added to what is stored. */
  const upsert = async (rows: { dogId: string; month: string; count: number }[]) => {
    const values = rows.map(({ dogId, month, count }) => sql`(${dogId}, ${month}, cast(${count} as integer))`);
    // Joined to the records themselves, so a record deleted since its look-ups gets no count back.
    // VALUES names its columns column1, column2, … on SQLite and PostgreSQL alike; SQLite needs the
    // WHERE to read ON CONFLICT as the upsert's.
    await sql`
      insert into lookup_counts (dog_id, month, count)
      select service_dogs.id, counted.column2, counted.column3
      from (values ${sql.join(values)}) as counted
      join service_dogs on service_dogs.id = counted.column1
      where true
      on conflict (dog_id, month) do update set count = lookup_counts.count + excluded.count
    `.execute(db);
  };

  /**
   * A statement at a time, each whole or not at all, with the event loop free between them: SQLite's
   * statements run on the server's one thread, and a flush written as one transaction held it for
   * 300–390 ms at 100,000 records under load, every five seconds (docs/PERFORMANCE.md). What a failed
   * statement held, and what had not been written yet, is kept for the next flush.
   */
  const write = async (batch: { dogId: string; month: string; count: number }[]) => {
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      try {
        await upsert(batch.slice(start, start + ROWS_PER_STATEMENT));
      } catch {
        for (const entry of batch.slice(start)) add(pending, entry.month, entry.dogId, entry.count);
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending].flatMap(([monthName, byDog]) =>
        [...byDog].map(([dogId, count]) => ({ dogId, month: monthName, count })),
      );
      pending = new Map();
      // An unreachable database keeps the counts for the next flush.
      await write(batch);
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    count(dogId, at = Date.now()) {
      add(pending, monthOf(at), dogId, 1);
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
