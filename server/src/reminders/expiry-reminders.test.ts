import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '#common/constants';
import { registrationFields } from '../../../support/registration-forms';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { takeLease } from '../scheduling/job-lease';
import { dueReminder } from './expiry-reminders';
import { REMINDER_PERIOD_MS, startReminderScheduler, type ReminderScheduler } from './reminder-scheduler';

const DAY = 86_400_000;
const log = { info: () => undefined, error: () => undefined };

describe('which reminder is due', () => {
  it.each([
    [120, null],
    [90, 90],
    [31, 90],
    [30, 30],
    [8, 30],
    [7, 7],
    [0.5, 7],
    [0, null],
    [-3, null],
  ])('%s days before valid-through: %s', (days, due) => {
    expect(dueReminder(days * DAY)).toBe(due);
  });
});

describe.each(testDialects)('expiry reminders on %s', (dialect) => {
  let t: TestApp;
  let scheduler: ReminderScheduler;
  let other: ReminderScheduler;
  const start = new Date('2030-01-01T12:00:00.000Z');

  /** An active record valid through `validThrough`. */
  const activeDog = async (dogName: string, validThrough: Date, status: RegistrationStatus = 'active') => {
    const { id } = await makeRegistration(t.context, { dogName, status });
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ expires_at: validThrough.toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const reminders = (dogId: string) =>
    t.context.database.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text_body', 'html_body', 'to_address'])
      .where('dog_id', '=', dogId)
      .where('kind', 'like', 'registration.expiry.%')
      .orderBy('created_at')
      .execute();
  /** A pass at `at`, after the lease of any earlier pass has run out. */
  let clock = start.getTime();
  const passAt = async (at: Date) => {
    clock = Math.max(clock + REMINDER_PERIOD_MS, at.getTime());
    return scheduler.runOnce(new Date(clock));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://registry.example.org' });
    const options = {
      db: t.context.database.db,
      changes: t.context.database.changes,
      registry: t.context.config,
      baseUrl: 'https://registry.example.org',
      log,
      intervalMs: 0,
    };
    scheduler = startReminderScheduler(options);
    other = startReminderScheduler(options);
  });
  afterAll(async () => {
    await scheduler.stop();
    await other.stop();
    await t.close();
  });

  it('sends each of the 90, 30 and 7 day reminders once, and none after the date', async () => {
    const validThrough = new Date(start.getTime() + 100 * DAY);
    const id = await activeDog('Remy', validThrough);
    await passAt(start);
    expect(await reminders(id)).toHaveLength(0);
    for (const daysBefore of [89, 88, 29, 28, 6, 5, -1]) {
      await passAt(new Date(validThrough.getTime() - daysBefore * DAY));
    }
    const sent = await reminders(id);
    expect(sent.map((m) => m.kind)).toEqual([
      'registration.expiry.90',
      'registration.expiry.30',
      'registration.expiry.7',
    ]);
    const [first] = sent;
    expect(first?.to_address).toBe(registrationFields().ownerEmail);
    expect(first?.subject).toBe('Your registration SDR-0001 ends in 89 days');
    expect(first?.text_body).toContain('https://registry.example.org/owner-link');
    expect(first?.html_body).toContain('<html lang="en">');
  });

  it('sends a record first seen a few days before only the nearest reminder', async () => {
    const validThrough = new Date(clock + 5 * DAY);
    const id = await activeDog('Late', validThrough);
    await passAt(new Date(clock));
    expect((await reminders(id)).map((m) => m.kind)).toEqual(['registration.expiry.7']);
  });

  it('reminds again after a renewal moves the date, and never reminds a suspended record', async () => {
    const validThrough = new Date(clock + 20 * DAY);
    const renewed = await activeDog('Renewed', validThrough);
    const suspended = await activeDog('Paused', validThrough, 'suspended');
    await passAt(new Date(clock));
    expect(await reminders(renewed)).toHaveLength(1);
    const later = new Date(validThrough.getTime() + 365 * DAY);
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ expires_at: later.toISOString() })
      .where('id', '=', renewed)
      .execute();
    await passAt(new Date(later.getTime() - 60 * DAY));
    expect((await reminders(renewed)).map((m) => m.kind)).toEqual(['registration.expiry.30', 'registration.expiry.90']);
    expect(await reminders(suspended)).toHaveLength(0);
  });

  it('runs on one instance at a time, once a period, and a dead holder only delays it', async () => {
    const at = new Date(clock + REMINDER_PERIOD_MS);
    clock = at.getTime();
    const [a, b] = await Promise.all([scheduler.runOnce(at), other.runOnce(at)]);
    expect([a, b].filter((result) => result === null)).toHaveLength(1);
    // Within the period nobody runs it again.
    expect(await other.runOnce(new Date(clock + 60_000))).toBeNull();
    // An instance that took the lease and died: the others wait for its lease to end, then run.
    const died = new Date(clock + REMINDER_PERIOD_MS);
    expect(await takeLease(t.context.database.db, 'expiry-reminders', 'dead-instance', died, 10 * 60_000)).toBe(true);
    expect(await other.runOnce(new Date(died.getTime() + 5 * 60_000))).toBeNull();
    expect(await other.runOnce(new Date(died.getTime() + 11 * 60_000))).toBe(0);
    clock = died.getTime() + 11 * 60_000;
  });
});
