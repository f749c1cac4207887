/**
 * Migration 0022 on records in two programmes, made by the registry's own code: the database is taken back
 * to 0021's schema (checked against a database migrated to 0021 alone), then the first start after the
 * upgrade runs. The counters then hold each programme's records per status and per month, as counting
 * service_dogs says, and stay so through inserts, status, date and programme changes and deletes; every
 * activity entry already stored is the default programme's.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import type { DB, RegistrationUpdate } from './schema';
import { createProgramme } from '../programmes/programme-service';
import { prepareDatabase } from '../startup';
import { backTo0021 } from '../test/back-to-0021';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { readFreshDatabaseAt } from '../test/fresh-database-at';
import { testDialects, type TestDialect } from '../test/test-databases';

type Described = { d: string };
type Counted = { programme_id: number; key: string; n: number | string | bigint }[];

/** Both sets of counters, keyed "programme key", and what counting every record says they should hold. */
async function countersAndTruth(db: Kysely<DB>) {
  const asObject = (rows: Counted) =>
    Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.programme_id} ${r.key}`, Number(r.n)]));
  const month = sql<string>`substr(registration_date, 1, 7)`;
  const count = sql<number>`count(*)`.as('n');
  return {
    counters: {
      statuses: asObject(
        await db.selectFrom('dog_status_counts').select(['programme_id', 'status as key', 'n']).execute(),
      ),
      months: asObject(await db.selectFrom('dog_month_counts').select(['programme_id', 'month as key', 'n']).execute()),
    },
    truth: {
      statuses: asObject(
        await db
          .selectFrom('service_dogs')
          .select(['programme_id', 'status as key', count])
          .groupBy(['programme_id', 'status'])
          .execute(),
      ),
      months: asObject(
        await db
          .selectFrom('service_dogs')
          .select(['programme_id', month.as('key'), count])
          .groupBy(['programme_id', month])
          .execute(),
      ),
    },
  };
}

/** Every table's columns, index, trigger, constraint and (PostgreSQL) function, as the database describes them. */
async function schemaOf({ db, dialect }: Database): Promise<string[]> {
  const described = async (query: RawBuilder<Described>) => (await query.execute(db)).rows.map((row) => row.d);
  if (dialect === 'sqlite')
    return [
      ...(await described(sql<Described>`select m.name || ' ' || c.name || ' ' || c.type || ' ' || c."notnull"
        || ' ' || c.pk || ' ' || coalesce(c.dflt_value, '') as d
        from sqlite_master m, pragma_table_info(m.name) c where m.type = 'table' order by m.name, c.name`)),
      ...(await described(sql<Described>`select type || ' ' || name || ' ' || tbl_name || ' ' || coalesce(sql, '') as d
        from sqlite_master where type in ('index', 'trigger') order by name`)),
    ];
  return [
    ...(await described(sql<Described>`select table_name || ' ' || column_name || ' ' || data_type || ' ' || is_nullable
      || ' ' || coalesce(column_default, '') as d
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`)),
    ...(await described(
      sql<Described>`select indexdef as d from pg_indexes where schemaname = 'public' order by indexname`,
    )),
    ...(await described(sql<Described>`select conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint
      where connamespace = 'public'::regnamespace order by conname`)),
    ...(await described(
      sql<Described>`select pg_get_triggerdef(oid) as d from pg_trigger where not tgisinternal order by tgname`,
    )),
    ...(await described(sql<Described>`select proname || '(' || pg_get_function_identity_arguments(oid) || ') '
      || prosrc as d
      from pg_proc where pronamespace = 'public'::regnamespace order by 1`)),
  ];
}

function schemaOf0021(dialect: TestDialect): Promise<string[]> {
  return readFreshDatabaseAt(dialect, '0021-programmes', schemaOf);
}

describe.each(testDialects)('the per-programme counters and activity on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("start from each programme's records, follow every change, and give old activity to the default one", async () => {
    const { database } = t.context;
    const { db } = database;
    const north = (
      await createProgramme(database, t.context.config, { slug: 'north-valley', name: 'North Valley', prefix: 'NVS-' })
    ).id;
    // Each record: its status as staff leave it, then its programme and registration date.
    const recipe = [
      ['active', 1, '2025-11-03T10:00:00.000Z'],
      ['active', north, '2025-11-20T10:00:00.000Z'],
      ['pending', north, '2026-01-05T10:00:00.000Z'],
      ['revoked', 1, '2026-01-31T23:00:00.000Z'],
      ['in_training', north, '2025-12-01T00:00:00.000Z'],
    ] as const;
    const ids: string[] = [];
    for (const [status, programme, registered] of recipe) {
      const { id } = await makeRegistration(t.context, { status });
      await db
        .updateTable('service_dogs')
        .set({ programme_id: programme, registration_date: registered })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const activity = async () =>
      (await db.selectFrom('activity_log').selectAll().orderBy('id').execute()).map(
        ({ programme_id: _, ...entry }) => entry,
      );
    const logged = await activity();
    expect(logged.length).toBeGreaterThanOrEqual(recipe.length);

    await backTo0021(database);
    expect(await schemaOf(database)).toEqual(await schemaOf0021(dialect));

    // The first start after the upgrade.
    // 0022 first; later migrations follow it.
    expect((await prepareDatabase(t.context.config, database)).applied[0]).toBe('0022-programme-counts-and-activity');
    const migrated = await countersAndTruth(db);
    expect(migrated.counters).toEqual({
      statuses: {
        '1 active': 1,
        '1 revoked': 1,
        [`${north} active`]: 1,
        [`${north} pending`]: 1,
        [`${north} in_training`]: 1,
      },
      months: {
        '1 2025-11': 1,
        '1 2026-01': 1,
        [`${north} 2025-11`]: 1,
        [`${north} 2026-01`]: 1,
        [`${north} 2025-12`]: 1,
      },
    });
    expect(migrated.counters).toEqual(migrated.truth);
    expect(await db.selectFrom('activity_log').select('programme_id').distinct().execute()).toEqual([
      { programme_id: 1 },
    ]);
    expect(await activity()).toEqual(logged);

    const expectCounted = async (change: string) => {
      const { counters, truth } = await countersAndTruth(db);
      expect(counters, change).toEqual(truth);
    };
    const update = (id: string, set: RegistrationUpdate) =>
      db.updateTable('service_dogs').set(set).where('id', '=', id).execute();

    const copied = await db.selectFrom('service_dogs').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
    await db
      .insertInto('service_dogs')
      .values({
        ...copied,
        id: 'copy-in-north',
        registry_number: 'NVS-900001',
        registry_seq: 900001,
        status: 'suspended',
        programme_id: north,
        registration_date: '2026-02-14T12:00:00.000Z',
      })
      .execute();
    await expectCounted('an insert into the second programme');
    await makeRegistration(t.context, { status: 'active' });
    await expectCounted('a registration into the default programme');
    await update(c, { status: 'active' });
    await expectCounted('a status change');
    await update(e, { registration_date: '2026-03-01T08:00:00.000Z' });
    await expectCounted('a registration date change');
    await update(d, { programme_id: north });
    await expectCounted('a programme change alone');
    await update(b, { programme_id: 1, status: 'suspended', registration_date: '2026-04-01T00:00:00.000Z' });
    await expectCounted('a programme, status and month change at once');
    await update(b, { programme_id: 1, status: 'suspended', dog_name: 'Waffles' });
    await expectCounted('a change of neither programme, status nor month');
    await db.updateTable('service_dogs').set({ programme_id: north }).execute();
    await expectCounted('every record moved at once');
    expect((await countersAndTruth(db)).counters.statuses).not.toHaveProperty(['1 active']);
    await db.updateTable('service_dogs').set({ status: 'active' }).execute();
    await expectCounted('every status changed at once');
    await db.deleteFrom('service_dogs').where('id', '=', a).execute();
    await expectCounted('a delete');
    await db.deleteFrom('service_dogs').execute();
    expect((await countersAndTruth(db)).counters).toEqual({ statuses: {}, months: {} });
  });
});
