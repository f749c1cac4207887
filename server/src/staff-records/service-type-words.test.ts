/** A service type of "Other" reads as the handler's own words wherever staff see it. */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionCookie } from '../test/staff-session';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

describe.each(testDialects)('an Other service type on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
    await makeRegistration(t.context, { serviceType: 'Other (Please specify)', serviceTypeOther: 'Diabetic alert' });
  });
  afterAll(() => t.close());

  it("shows the handler's words in the records list and the export", async () => {
    const list = await t.app.inject({ url: '/api/admin/dogs', headers: { cookie } });
    expect(list.json().items[0].serviceType).toBe('Diabetic alert');
    const csv = await t.app.inject({ url: '/api/admin/dogs/export', headers: { cookie } });
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]?.[4]).toBe('Service Type');
    expect(rows[1]?.[4]).toBe('Diabetic alert');
  });
});
