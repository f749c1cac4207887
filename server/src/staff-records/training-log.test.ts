/**
 * A team's training log (docs/decisions/045-access-test-checklist.md): staff log sessions, the handler
 * reads them through the owner link, nobody else sees them, and they go with the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../test/registration-factory';
import { staffSessionCookie } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDialects)('the training log on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  const log = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/dogs/${id}/training-log`, headers: { cookie }, payload });

  it('keeps what staff log, newest first, for staff and the owner link only, and refuses what is wrong', async () => {
    const dog = await makeRegistration(t.context, { status: 'in_training', dogName: 'Logged' });
    const first = await log(dog.id, { loggedOn: daysAgo(3), hours: 1.5, skills: 'Settling under tables in a café' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ hours: 1.5, recordedBy: 'staff@example.org' });
    await log(dog.id, { loggedOn: today(), hours: 0.75, skills: 'Dropped leash, recall' });

    const owner = await t.app.inject(`/api/dogs/${dog.id}/training-log?key=${encodeURIComponent(dog.ownerToken)}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().items.map((entry: { skills: string; hours: number }) => [entry.skills, entry.hours])).toEqual([
      ['Dropped leash, recall', 0.75],
      ['Settling under tables in a café', 1.5],
    ]);
    const staff = await t.app.inject({ url: `/api/admin/dogs/${dog.id}/training-log`, headers: { cookie } });
    expect(staff.json().items).toHaveLength(2);
    expect((await t.app.inject(`/api/dogs/${dog.id}/training-log`)).statusCode).toBe(403);
    expect((await t.app.inject(`/api/dogs/${dog.id}/training-log?key=wrong`)).statusCode).toBe(403);

    const refusals = [
      [{ loggedOn: today(), hours: 0.3, skills: 'x' }, 'hours'],
      [{ loggedOn: today(), hours: 25, skills: 'x' }, 'hours'],
      [{ loggedOn: daysAgo(-2), hours: 1, skills: 'x' }, 'loggedOn'],
      [{ loggedOn: today(), hours: 1, skills: '   ' }, 'skills'],
    ] as const;
    for (const [payload, field] of refusals) {
      const refused = await log(dog.id, payload);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual([field]);
    }
    expect((await log('no-such-dog', { loggedOn: today(), hours: 1, skills: 'x' })).statusCode).toBe(404);
    expect(owner.json().items).toHaveLength(2);
    const after = await t.app.inject({ url: `/api/admin/dogs/${dog.id}/training-log`, headers: { cookie } });
    expect(after.json().items).toHaveLength(2);
  });

  it('goes with the record when it is deleted', async () => {
    const dog = await makeRegistration(t.context, { status: 'active', dogName: 'Gone' });
    await log(dog.id, { loggedOn: today(), hours: 2, skills: 'Heeling' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dogs/${dog.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(
      await t.context.database.db.selectFrom('training_log').selectAll().where('dog_id', '=', dog.id).execute(),
    ).toEqual([]);
  });
});
