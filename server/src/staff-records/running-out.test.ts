/**
 * Staff see registrations running out (issue 52, item 7): an active record past its valid-through date
 * counts as expired, not active, as its card shows it; one whose dates end within 60 days counts as
 * expiring; and every tile's count is exactly the rows its filter lists and exports, searched or not.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffStats } from '#common/api';
import { EXPIRING_WITHIN_DAYS } from '#common/constants';
import { REGISTRATION_FILTERS } from '#common/staff-schemas';
import { makeRegistration } from '../test/registration-factory';
import { staffSessionCookie } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const DAY = 86_400_000;

describe.each(testDialects)('registrations running out, on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const get = async <T>(url: string): Promise<T> => {
    const answer = await t.app.inject({ url: `/api/admin${url}`, headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  /** Every row a filter lists, page after page. */
  const listed = async (query: string) => {
    const rows: { registryNumber: string; displayStatus: string }[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get<{ items: typeof rows; total: number }>(`/dogs?${query}&page=${page}`);
      rows.push(...answer.items);
      if (answer.items.length === 0 || rows.length >= answer.total) return { rows, total: answer.total };
    }
  };
  const runOutIn = async (name: string, status: 'active' | 'suspended', days: number) => {
    const made = await makeRegistration(t.context, { dogName: `Runout ${name}`, status });
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ expires_at: new Date(Date.now() + days * DAY).toISOString() })
      .where('id', '=', made.id)
      .execute();
    return made.registryNumber;
  };

  let numbers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
    numbers = {
      current: await runOutIn('current', 'active', 400),
      alsoCurrent: await runOutIn('also current', 'active', EXPIRING_WITHIN_DAYS + 5),
      expiring: await runOutIn('expiring', 'active', 30),
      expiredLately: await runOutIn('expired lately', 'active', -10),
      expiredLong: await runOutIn('expired long ago', 'active', -400),
      // A suspended record is suspended whatever its dates: it neither expires nor runs out.
      suspended: await runOutIn('suspended', 'suspended', -10),
    };
    await makeRegistration(t.context, { dogName: 'Runout pending' });
  });
  afterAll(() => t.close());

  it('counts an expired record as expired, not active, and one ending within 60 days as expiring', async () => {
    const { counts } = await get<StaffStats>('/stats');
    expect(counts).toMatchObject({ active: 3, expiring: 1, expired: 2, suspended: 1, pending: 1 });
  });

  it('lists exactly what each tile counts, each row showing what its card shows, searched or not', async () => {
    const { counts } = await get<StaffStats>('/stats');
    for (const status of REGISTRATION_FILTERS.filter((name) => name !== 'all')) {
      const all = await listed(`status=${status}`);
      expect({ status, total: all.total, rows: all.rows.length }).toEqual({
        status,
        total: counts[status] ?? 0,
        rows: counts[status] ?? 0,
      });
      // Searched, the same rows: every record here is named "Runout …".
      const searched = await listed(`status=${status}&search=Runout`);
      expect({ status, searched: searched.rows.map((row) => row.registryNumber).sort() }).toEqual({
        status,
        searched: all.rows.map((row) => row.registryNumber).sort(),
      });
    }
    expect((await listed('status=expired')).rows.map((row) => row.displayStatus)).toEqual(['expired', 'expired']);
    expect((await listed('status=active')).rows.map((row) => row.displayStatus)).toEqual([
      'active',
      'active',
      'active',
    ]);
    expect((await listed('status=expiring')).rows.map((row) => row.registryNumber)).toEqual([numbers.expiring]);
  });

  it('exports what the Expired filter lists', async () => {
    const answer = await t.app.inject({ url: '/api/admin/dogs/export?status=expired', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const rows = parse(answer.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const registryNumbers = rows.map((row) => Object.values(row)[0]).sort();
    expect(registryNumbers).toEqual([numbers.expiredLately, numbers.expiredLong].sort());
  });
});
