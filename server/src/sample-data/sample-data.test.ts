import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { SAMPLE_PAYMENT_CODES, SAMPLE_TRAINER_LICENSE, seedSampleData } from './sample-data-service';

describe.each(testDialects)('sample data on %s', (dialect) => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [t, production] = await Promise.all([
      createTestApp(dialect),
      createTestApp(dialect, { NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.org' }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), production.close()]));

  it('gives an empty database one sample trainer and ten sample codes, marked as samples', async () => {
    const db = t.context.database.db;
    const trainers = await db.selectFrom('trainers').selectAll().execute();
    expect(trainers.map((row) => [row.license_number, row.is_sample])).toEqual([[SAMPLE_TRAINER_LICENSE, 1]]);
    expect(trainers[0]?.name).toMatch(/sample/i);
    const codes = await db.selectFrom('payment_codes').select(['code', 'is_sample']).orderBy('code').execute();
    expect(codes).toEqual(SAMPLE_PAYMENT_CODES.map((code) => ({ code, is_sample: 1 })));
    expect(SAMPLE_PAYMENT_CODES.at(-1)).toBe('DEMO-0010');
  });

  it('never seeds a database that already has data', async () => {
    expect(await seedSampleData(t.context.database)).toBe(false);
  });

  it('never seeds in production', async () => {
    const db = production.context.database.db;
    const [trainers, codes] = await Promise.all([
      db
        .selectFrom('trainers')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('payment_codes')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    expect([Number(trainers.n), Number(codes.n)]).toEqual([0, 0]);
  });
});
