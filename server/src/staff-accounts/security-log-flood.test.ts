/**
 * Issue 48, item 4: every sign-in attempt, throttled ones included, added a row to the security log,
 * so one client wrote 50–85 rows a second and buried real events. Sign-in now has a request limit per
 * address and for every address together, identical events fold into one row with a count, and the
 * log keeps events for SECURITY_LOG_RETENTION_DAYS, removed by a job of its own that says so.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { recordSecurityEvent } from './security-log';
import { startSecurityLogRetentionJob } from '../scheduling/security-log-retention';

const DAY = 86_400_000;

describe.each(testDialects)('the security log under a flood on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits an operator gets by default, not the test app's raised ones; the overall one low enough to reach.
    t = await createTestApp(dialect, {
      RATE_LIMIT_SIGN_INS_PER_HOUR: '60',
      RATE_LIMIT_SIGN_INS_OVERALL_PER_HOUR: '100',
    });
  });
  afterAll(() => t.close());

  const rows = async () =>
    Number(
      (
        await t.context.database.db
          .selectFrom('security_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const login = (address: string, email: string, password = 'a wrong password') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'user-agent': 'flood/1.0' },
      payload: JSON.stringify({ email, password }),
    });

  it('adds a bounded number of rows for 300 sign-in posts from one address', async () => {
    await createStaff(t.context, 'flooded@example.org');
    const before = await rows();
    // One after another, as fast as the app answers: the bound is by the count of posts, not the clock.
    // (Posts sent all at once are refused even more: the limiter's count is read after all of them.)
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await login('203.0.113.7', 'flooded@example.org'));
    const added = (await rows()) - before;
    // Before: 300 rows, one per post. Now: a row per kind of event (failed password, throttled), or two
    // where simultaneous first events each found no row to add to.
    expect(added).toBeLessThanOrEqual(4);
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(5);
    // The address's limit: 60 posts an hour reach the sign-in; the other 240 are refused before it.
    expect(answers.filter((res) => res.statusCode === 429 && res.json().error.code === 'RATE_LIMITED')).toHaveLength(
      240,
    );
    const counted = await t.context.database.db
      .selectFrom('security_events')
      .select(['event', 'result'])
      .select((eb) => eb.fn.sum<number>('count').as('events'))
      .where('ip', '=', '203.0.113.7')
      .groupBy(['event', 'result'])
      .orderBy('event')
      .execute();
    // Every post that reached the sign-in is still counted.
    expect(counted.map((row) => ({ ...row, events: Number(row.events) }))).toEqual([
      { event: 'sign_in', result: 'failure', events: 5 },
      { event: 'sign_in_throttled', result: 'refused', events: 55 },
    ]);
  });

  it('limits sign-in posts from every address together', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await login(`198.18.0.${i}`, 'nobody@example.org'));
    const limited = answers.filter((res) => res.statusCode === 429 && res.json().error.code === 'RATE_LIMITED');
    // The overall limit is 100 an hour, and the first test's address spent 60 of it.
    expect(limited).toHaveLength(20);
  });

  it('keeps events for the retention, removes older ones by a job that logs it, and refuses anything else', async () => {
    const db = t.context.database.db;
    const log = { db, sink: { kind: 'off' as const } };
    const now = new Date();
    await recordSecurityEvent(
      log,
      { event: 'sign_in', result: 'failure', ip: '192.0.2.1' },
      new Date(+now - 400 * DAY),
    );
    await recordSecurityEvent(
      log,
      { event: 'sign_in', result: 'failure', ip: '192.0.2.2' },
      new Date(+now - 100 * DAY),
    );
    await recordSecurityEvent(log, { event: 'sign_in', result: 'failure', ip: '192.0.2.3' }, new Date(+now - 40 * DAY));
    const lines: unknown[] = [];
    const job = startSecurityLogRetentionJob({
      db,
      log: { info: (line: unknown) => lines.push(line), error: () => undefined },
      intervalMs: 0,
      retentionDays: 90,
    });
    const pruned = await job.runOnce(now);
    expect(pruned?.removed).toBe(2);
    expect(lines).toEqual([expect.objectContaining({ job: 'security-log-retention', removed: 2, retentionDays: 90 })]);
    const left = await db.selectFrom('security_events').select('ip').where('ip', 'like', '192.0.2.%').execute();
    expect(left).toEqual([{ ip: '192.0.2.3' }]);
    // Within 30 days nothing is removed or rewritten, whatever asks; a count only grows.
    await expect(sql`delete from security_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update security_events set result = 'success'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update security_events set count = 0`.execute(db)).rejects.toThrow(/append-only/);
    await job.stop();
  });
});
