import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '#common/access-test-checklist';
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

  it('records the test item by item: where, each item and notes, and the result the checklist gives', async () => {
    const dog = await register('Checked');
    const allPassed = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item.id, true]));
    const base = { testedOn: day(Date.now() - DAY), evaluatorLicense: 'EVAL-1', placeKind: 'restaurant' };
    // One item that is not a must-pass item missed: still passed.
    const passed = await record(dog.id, {
      ...base,
      items: { ...allPassed, elevatorOrStairs: false },
      result: 'passed',
      notes: 'Settled well; hesitated at the lift.',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    // A must-pass item missed fails the test: a result that says otherwise is refused, with nothing recorded.
    const missed = { ...allPassed, droppedLeash: false };
    const claimed = await record(dog.id, { ...base, items: missed, result: 'passed' });
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json().error.fields.result).toBe(
      'The result follows the checklist: a test with every must-pass item passed is passed, any other failed',
    );
    const failed = await record(dog.id, { ...base, items: missed, result: 'failed' });
    expect(failed.statusCode, failed.body).toBe(200);
    const list = (await t.app.inject({ url: `/api/admin/dogs/${dog.id}/access-tests`, headers: { cookie } })).json();
    expect(list.items).toHaveLength(2);
    expect(list.items.map((test: { result: string }) => test.result).sort()).toEqual(['failed', 'passed']);
    expect(list.items.find((test: { result: string }) => test.result === 'passed')).toMatchObject({
      placeKind: 'restaurant',
      items: { ...allPassed, elevatorOrStairs: false },
      notes: 'Settled well; hesitated at the lift.',
    });
    // An unknown place or item, or notes too long, is refused.
    const unknownPlace = await record(dog.id, { ...base, placeKind: 'moon', items: allPassed, result: 'passed' });
    expect(Object.keys(unknownPlace.json().error.fields)).toEqual(['placeKind']);
    const unknownItem = await record(dog.id, { ...base, items: { ...allPassed, juggles: true }, result: 'passed' });
    expect(unknownItem.statusCode).toBe(422);
    const long = await record(dog.id, { ...base, items: allPassed, result: 'passed', notes: 'x'.repeat(1001) });
    expect(long.json().error.fields.notes).toBe('Keep the notes under 1000 characters');
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
