/** Visitors' look-ups are counted in memory and written in batches that add up, and a deleted record never blocks the rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionCookie } from '../test/staff-session';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { createLookupCounter, type LookupCounter } from './lookup-counts';

describe.each(testDialects)('the look-up counter on %s', (dialect) => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 3; i++) ids.push((await makeRegistration(t.context)).id);
  });
  afterAll(() => t.close());

  /** One look-up of each of `records`, in that order, in each of `months` months from January of `fromYear`. */
  const countEachMonth = (counter: LookupCounter, records: string[], months: number, fromYear: number) => {
    for (let month = 0; month < months; month++) {
      const at = Date.UTC(fromYear + Math.floor(month / 12), month % 12, 15);
      for (const id of records) counter.count(id, at);
    }
  };

  /** Each record's look-ups, all months together. */
  const stored = async () => {
    const totals: Record<string, number> = {};
    for (const row of await t.context.database.db.selectFrom('lookup_counts').select(['dog_id', 'count']).execute())
      totals[row.dog_id] = (totals[row.dog_id] ?? 0) + Number(row.count);
    return totals;
  };

  it('adds each batch to what is stored, and writes what is left when closed', async () => {
    const [a, b, c] = ids as [string, string, string];
    const counter = createLookupCounter(t.context.database.db, 60_000);
    for (const id of [a, a, a, b, b]) counter.count(id);
    expect(await stored()).toEqual({});
    await counter.flush();
    expect(await stored()).toEqual({ [a]: 3, [b]: 2 });
    counter.count(a);
    await counter.flush();
    expect((await stored())[a]).toBe(4);

    // A record deleted between a look-up and the write is dropped; the others are still written.
    counter.count(c);
    counter.count(b);
    await t.context.database.db.deleteFrom('service_dogs').where('id', '=', c).execute();
    await counter.flush();
    expect(await stored()).toEqual({ [a]: 4, [b]: 3 });
    counter.count(a);
    await counter.close();
    expect((await stored())[a]).toBe(5);
  });

  it('writes a flush of more rows than one statement holds', async () => {
    const [a, b] = ids as [string, string];
    const counter = createLookupCounter(t.context.database.db, 60_000);
    const before = await stored();
    // 1,200 record-and-month rows: three statements' worth.
    countEachMonth(counter, [a, b, b], 600, 1970);
    await counter.close();
    const after = await stored();
    expect(after[a]).toBe((before[a] ?? 0) + 600);
    expect(after[b]).toBe((before[b] ?? 0) + 1200);
  });

  it('lets the server answer other requests between the statements of a large flush', async () => {
    const [a, b] = ids as [string, string];
    const counter = createLookupCounter(t.context.database.db, 60_000);
    const before = await stored();
    // 2,400 record-and-month rows: five statements' worth.
    countEachMonth(counter, [a, b], 1_200, 1900);
    // A request arriving meanwhile is a turn of the event loop; on SQLite a statement holds the thread.
    let writing = true;
    let turns = 0;
    const turn = () => {
      turns += 1;
      if (writing) setImmediate(turn);
    };
    setImmediate(turn);
    await counter.flush();
    writing = false;
    expect(turns).toBeGreaterThanOrEqual(4);
    const after = await stored();
    expect(after[a]).toBe((before[a] ?? 0) + 1_200);
    expect(after[b]).toBe((before[b] ?? 0) + 1_200);
    await counter.close();
  });

  it('keeps what a failed statement held, and what came after it, for the next flush, counting nothing twice', async () => {
    const [a, b] = ids as [string, string];
    // The second statement fails, as when the database stops answering midway; the rest succeed.
    let statements = 0;
    const failingOnce = t.context.database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        if (statements === 2) throw new Error('the database did not answer');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const counter = createLookupCounter(failingOnce, 60_000);
    const before = await stored();
    // 1,200 record-and-month rows: three statements (500, 500, 200), months in order.
    countEachMonth(counter, [a, b], 600, 1800);
    await counter.flush();
    // The first statement's 250 months of each stand; the failed one and the one after wait.
    expect((await stored())[a]).toBe((before[a] ?? 0) + 250);
    await counter.flush();
    const after = await stored();
    expect(after[a]).toBe((before[a] ?? 0) + 600);
    expect(after[b]).toBe((before[b] ?? 0) + 600);
    await counter.close();
  });

  it('counts a look-up in the UTC month it falls in, either side of a month boundary', async () => {
    const [a] = ids as [string];
    const counter = createLookupCounter(t.context.database.db, 60_000);
    const monthRows = async () =>
      Object.fromEntries(
        (
          await t.context.database.db
            .selectFrom('lookup_counts')
            .select(['month', 'count'])
            .where('dog_id', '=', a)
            .where('month', 'in', ['2099-12', '2100-01', '2100-02'])
            .execute()
        ).map((row) => [row.month, Number(row.count)]),
      );
    const endOfJanuary = Date.UTC(2100, 1, 1) - 1;
    for (const at of [endOfJanuary, endOfJanuary + 1, Date.UTC(2100, 0, 1) - 1, endOfJanuary, Date.UTC(2100, 0, 1)])
      counter.count(a, at);
    await counter.close();
    expect(await monthRows()).toEqual({ '2099-12': 1, '2100-01': 3, '2100-02': 1 });
  });

  it("forgets a record's look-ups when staff delete the record", async () => {
    const [a, b] = ids as [string, string];
    const cookie = await staffSessionCookie(t.context);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${b}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(Object.keys(await stored())).toEqual([a]);
  });
});
