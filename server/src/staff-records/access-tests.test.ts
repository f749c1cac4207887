import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionCookie } from '../test/staff-session';
import { addPaymentCodes, addTrainer } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { findRegistrationById } from '../lifecycle/registration-repository';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testDialects)('public access tests on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const register = (dogName: string) => makeRegistration(t.context, { dogName, status: 'active' });
  const record = (id: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/dogs/${id}/access-tests`, headers: { cookie }, payload: body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
    await addTrainer(t.context, 'EVAL-1');
  });
  afterAll(() => t.close());

  it('caps validity at the next due date, lifts it with a later passed test, and lists the tests newest first', async () => {
    const dog = await register('Tested');
    const before = (await findRegistrationById(t.context.database.db, dog.id))!;
    const firstDue = day(Date.now() + 365 * DAY);
    const first = await record(dog.id, {
      testedOn: day(Date.now() - 10 * DAY),
      evaluatorLicense: 'eval-1',
      result: 'passed',
      nextDue: firstDue,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      expiresAt: `${firstDue}T23:59:59.999Z`,
      paidThrough: before.expires_at,
      accessTestDue: firstDue,
      version: before.version + 1,
    });
    const laterDue = day(Date.now() + 3 * 365 * DAY);
    const second = await record(dog.id, {
      testedOn: day(Date.now() - DAY),
      evaluatorLicense: 'EVAL-1',
      result: 'passed',
      nextDue: laterDue,
    });
    expect(second.json().expiresAt).toBe(`${laterDue}T23:59:59.999Z`);
    const list = (await t.app.inject({ url: `/api/admin/dogs/${dog.id}/access-tests`, headers: { cookie } })).json();
    expect(list.items.map((test: { nextDue: string }) => test.nextDue)).toEqual([laterDue, firstDue]);
    expect(list.items[0]).toMatchObject({
      evaluatorLicense: 'EVAL-1',
      result: 'passed',
      recordedBy: 'staff@example.org',
    });
    // The owner sees what caps the date; visitors see only the date.
    const owner = (await t.app.inject(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json();
    expect(owner).toMatchObject({ accessTestDue: laterDue, expiresAt: `${laterDue}T23:59:59.999Z` });
    const log = await t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('dog_id', '=', dog.id)
      .where('action', '=', 'registration.access_test_recorded')
      .execute();
    expect(log).toHaveLength(2);
  });

  it('shows a registration whose test is overdue as expired', async () => {
    const dog = await register('Overdue');
    await record(dog.id, {
      testedOn: day(Date.now() - 400 * DAY),
      evaluatorLicense: 'EVAL-1',
      result: 'passed',
      nextDue: day(Date.now() - 35 * DAY),
    });
    expect((await t.app.inject(`/api/dogs/${dog.id}`)).json().displayStatus).toBe('expired');
  });

  it('refuses an evaluator outside the directory, a future test, and a due date before the test', async () => {
    const dog = await register('Refused');
    const base = { testedOn: day(Date.now() - DAY), evaluatorLicense: 'EVAL-1', result: 'passed' };
    const unknown = await record(dog.id, { ...base, evaluatorLicense: 'NOBODY' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['evaluatorLicense']);
    const future = await record(dog.id, { ...base, testedOn: day(Date.now() + 5 * DAY) });
    expect(future.json().error.fields.testedOn).toBe('A test is recorded once it has taken place');
    const backwards = await record(dog.id, { ...base, nextDue: day(Date.now() - 5 * DAY) });
    expect(backwards.json().error.fields.nextDue).toBe('The next test is due after this one');
    const badDate = await record(dog.id, { ...base, testedOn: '2026-02-31' });
    expect(badDate.json().error.fields.testedOn).toBe('Enter a real date, such as 2027-01-15');
    expect(
      await t.context.database.db.selectFrom('access_tests').selectAll().where('dog_id', '=', dog.id).execute(),
    ).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/admin/dogs/${dog.id}/access-tests` })).statusCode).toBe(401);
  });

  it('renews the paid period without lifting the test cap', async () => {
    const dog = await register('Capped');
    const due = day(Date.now() + 400 * DAY);
    await record(dog.id, {
      testedOn: day(Date.now() - DAY),
      evaluatorLicense: 'EVAL-1',
      result: 'passed',
      nextDue: due,
    });
    // Fees that run out in 30 days: renewal is open, and the test still caps the new date.
    await t.context.database.db
      .updateTable('service_dogs')
      .set({
        paid_through: new Date(Date.now() + 30 * DAY).toISOString(),
        expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
      })
      .where('id', '=', dog.id)
      .execute();
    await addPaymentCodes(t.context, ['PAT-RENEW']);
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/dogs/${dog.id}/renewal?key=${dog.ownerToken}`,
      payload: { paymentCode: 'PAT-RENEW' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().expiresAt).toBe(`${due}T23:59:59.999Z`);
    expect(Date.parse(renewed.json().paidThrough)).toBeGreaterThan(Date.now() + 9 * 365 * DAY);
  });
});
