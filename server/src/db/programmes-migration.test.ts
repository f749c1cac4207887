/**
 * Migration 0021 on a registry with real data: registrations in every kind of status, their cards and
 * owner links, trainers, payment codes, staff and their sessions, made by the registry's own code. The
 * database is taken back to 0020's schema (what 0022 and 0021 add, removed), then the first start after the
 * upgrade runs: nothing is lost, every row is the default programme's, the earliest account is the
 * operator, and every number, owner link and card answers and verifies as before.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '#common/constants';
import type { Database } from './database';
import type { DB } from './schema';
import { backTo0021 } from '../test/back-to-0021';
import { credentialOf, verifyServed } from '../test/card-checks';
import { makeRegistration, type MadeRegistration } from '../test/registration-factory';
import { createStaff, staffSessionCookie } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { readFreshDatabaseAt } from '../test/fresh-database-at';
import { testDialects, type TestDialect } from '../test/test-databases';
import { prepareDatabase } from '../startup';

const ISSUER = 'https://registry.example.org';
const OWNED = ['service_dogs', 'trainers', 'payment_codes', 'admins'] as const;
/** Every table with data a registry keeps, by the column that orders it. */
const KEPT = {
  service_dogs: 'id',
  trainers: 'license_number',
  payment_codes: 'code',
  admins: 'id',
  sessions: 'id',
  cards: 'status_index',
  retired_registrations: 'registry_seq',
  activity_log: 'id',
  outbox: 'id',
  registry_lock: 'id',
  status_list_space: 'id',
  dog_status_counts: 'status',
} as const;
const ADDED = new Set(['programme_id', 'is_operator']);

async function snapshot(db: Kysely<DB>): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(KEPT)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(
      db,
    );
    tables[table] = rows.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([c]) => !ADDED.has(c))));
  }
  return tables;
}

/** Each table's columns as the database describes them: name, type, whether null is allowed, default. */
async function columns({ db, dialect }: Database): Promise<Record<string, string[]>> {
  const tables = Object.keys(KEPT);
  const described: Record<string, string[]> = {};
  for (const table of [...tables, 'programmes']) {
    const rows =
      dialect === 'postgres'
        ? (
            await sql<{
              d: string;
            }>`select column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as d
              from information_schema.columns where table_name = ${table} order by column_name`.execute(db)
          ).rows
        : (
            await sql<{
              d: string;
            }>`select name || ' ' || type || ' ' || "notnull" || ' ' || coalesce(dflt_value, '') as d
              from pragma_table_info(${table}) order by name`.execute(db)
          ).rows;
    described[table] = rows.map((row) => row.d);
  }
  return described;
}

/** What 0022 and 0021 add, removed, and their names out of the record of migrations: a database as 0020 left it. */
async function backTo0020(database: Database): Promise<void> {
  await backTo0021(database);
  const { db } = database;
  for (const table of OWNED) {
    await sql`drop index ${sql.raw(`${table}_programme`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column programme_id`.execute(db);
  }
  await sql`alter table admins drop column is_operator`.execute(db);
  await sql`drop table programmes`.execute(db);
  await sql`delete from kysely_migration where name = '0021-programmes'`.execute(db);
}

function schemaOf0020(dialect: TestDialect): Promise<Record<string, string[]>> {
  return readFreshDatabaseAt(dialect, '0020-security-log-under-attack', columns);
}

describe.each(testDialects)('the programmes migration on %s', (dialect) => {
  let t: TestApp;
  const made: MadeRegistration[] = [];
  const statuses: RegistrationStatus[] = [
    'pending',
    'active',
    'in_training',
    'suspended',
    'revoked',
    'retired',
    'deceased',
    'denied',
  ];

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
  });
  afterAll(() => t.close());

  it('keeps every row, puts it in the default programme, and every number, owner link and card works as before', async () => {
    const { db } = t.context.database;
    // Today's staff: the earliest created is not the first inserted.
    const later = await createStaff(t.context, 'later@example.org');
    const earliest = await createStaff(t.context, 'earliest@example.org');
    await db.updateTable('admins').set({ created_at: '2025-06-01T00:00:00.000Z' }).where('id', '=', earliest).execute();
    await db.updateTable('admins').set({ created_at: '2026-01-02T00:00:00.000Z' }).where('id', '=', later).execute();
    const cookie = await staffSessionCookie(t.context, 'later@example.org');
    const asStaff = (method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });
    expect(
      (
        await asStaff('POST', '/api/admin/trainers', {
          licenseNumber: 'MIG-1',
          name: 'Mig Rant',
          credentialId: 'C-1',
          status: 'active',
        })
      ).statusCode,
    ).toBe(201);
    expect((await asStaff('POST', '/api/admin/payment-codes', { count: 3, note: 'batch' })).statusCode).toBe(201);
    for (const status of statuses)
      made.push(await makeRegistration(t.context, { status, withPhoto: status === 'active' }));
    const active = made[1]!;
    const token = await credentialOf(t.context, active.id, ISSUER);
    expect(token).not.toBeNull();
    expect((await verifyServed(t.app, ISSUER, token!)).verdict).toBe('valid');

    const answers = async () =>
      Promise.all(
        made.map(async (m) => ({
          lookup: (await t.app.inject(`/api/lookup/${m.registryNumber}`)).body,
          lookupTyped: (await t.app.inject(`/api/lookup/${m.registryNumber.toLowerCase().replace('-', ' ')}`))
            .statusCode,
          ownerLink: (await t.app.inject(`/api/dogs/${m.id}?key=${encodeURIComponent(m.ownerToken)}`)).body,
        })),
      );
    const answered = await answers();
    const stored = await snapshot(db);
    const latest = await columns(t.context.database);

    await backTo0020(t.context.database);
    const { programmes: _, ...rest } = await columns(t.context.database);
    const { programmes: none, ...at0020 } = await schemaOf0020(dialect);
    expect(none).toEqual([]);
    expect(rest).toEqual(at0020);

    // The first start after the upgrade.
    await prepareDatabase(t.context.config, t.context.database);
    expect(await columns(t.context.database)).toEqual(latest);
    expect(await snapshot(db)).toEqual(stored);
    expect(stored.service_dogs).toHaveLength(statuses.length);
    expect(stored.cards!.length).toBeGreaterThanOrEqual(3);
    expect(stored.payment_codes!.length).toBeGreaterThanOrEqual(3 + statuses.length);

    expect(await db.selectFrom('programmes').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 1, slug: 'default', is_default: 1, name_en: null, prefix: null, fee_cents: null }),
    ]);
    for (const table of OWNED) {
      const programmes = await db.selectFrom(table).select('programme_id').distinct().execute();
      expect(programmes, table).toEqual([{ programme_id: 1 }]);
    }
    expect(await db.selectFrom('admins').select(['email', 'is_operator']).orderBy('email').execute()).toEqual([
      { email: 'earliest@example.org', is_operator: 1 },
      { email: 'later@example.org', is_operator: 0 },
      { email: 'staff@example.org', is_operator: 0 },
    ]);

    expect(await answers()).toEqual(answered);
    expect(answered.map((a) => a.lookupTyped)).toEqual(made.map(() => 200));
    expect((await verifyServed(t.app, ISSUER, token!)).verdict).toBe('valid');
    expect(await credentialOf(t.context, active.id, ISSUER)).toBe(token);
  });
});
