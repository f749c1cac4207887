/**
 * Staff sign-in with a second factor, through the API as the web app walks it: enrolment at first
 * sign-in, TOTP codes accepted once, recovery codes, the session ended after five wrong factors, a
 * fresh factor before sensitive changes, sessions a staff member ends, and the security log.
 * Passkeys are walked in Chromium with a virtual authenticator (e2e/second-factor.spec.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#common/constants';
import { STAFF_PASSWORD, createStaff } from '../test/staff-session';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { addFactor } from './second-factor/factor-repository';
import { newTotpSecret, totpCode } from './second-factor/totp';

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

describe.each(testDialects)('staff second factor on %s', (dialect) => {
  let t: TestApp;
  let logFile: string;
  beforeAll(async () => {
    logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-security-log-')), 'security.jsonl');
    t = await createTestApp(dialect, { SECURITY_LOG: logFile, SESSION_IDLE_MINUTES: '5' });
  });
  afterAll(() => t.close());

  const cookieOf = (res: Reply, previous = '') => {
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    return cookie ? `${SESSION_COOKIE}=${cookie.value}` : previous;
  };
  const post = (url: string, cookie: string, body: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const login = async (email: string) => {
    const res = await post('/api/auth/login', '', { email, password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { cookie: cookieOf(res), answer: res.json() };
  };
  /** An admin with an authenticator app whose next code is accepted. */
  const adminWithApp = async (email: string) => {
    const id = await createStaff(t.context, email);
    const secret = newTotpSecret();
    await addFactor(t.context.database.db, id, { kind: 'totp', label: 'Phone', secret, lastStep: null });
    return { id, secret };
  };
  const securityEvents = (email: string) =>
    t.context.database.db
      .selectFrom('security_events')
      .select(['event', 'result', 'factor'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();

  it('walks a new admin through enrolling an app: nothing staff-only opens until the code is confirmed', async () => {
    await createStaff(t.context, 'new@example.org');
    const { cookie, answer } = await login('new@example.org');
    expect(answer).toEqual({
      admin: null,
      secondFactor: { email: 'new@example.org', factors: [], recoveryCodes: false },
    });
    const refused = await get('/api/admin/dogs', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MFA_REQUIRED');

    const start = await post('/api/auth/factors/totp/start', cookie);
    expect(start.statusCode).toBe(200);
    const { secret, uri, qrSvg } = start.json();
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await post('/api/auth/factors/totp', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.code).toMatch(/did not match/);

    const done = await post('/api/auth/factors/totp', cookie, { code: await totpCode(secret), label: 'Phone' });
    expect(done.statusCode).toBe(200);
    const codes: string[] = done.json().recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    expect(done.json().session).toEqual({
      admin: { id: expect.any(String), email: 'new@example.org', role: 'staff', trainer: null },
      secondFactor: null,
    });
    // The session gets a new token as it is trusted: the one issued after the password alone is spent.
    const trusted = cookieOf(done);
    expect(trusted).not.toBe(cookie);
    expect((await get('/api/admin/dogs', cookie)).statusCode).toBe(401);
    expect((await get('/api/admin/dogs', trusted)).statusCode).toBe(200);
    // Recovery codes are stored only as hashes.
    const stored = JSON.stringify(await t.context.database.db.selectFrom('recovery_codes').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code);
    expect(await securityEvents('new@example.org')).toEqual([
      { event: 'sign_in', result: 'success', factor: null },
      { event: 'factor_added', result: 'success', factor: 'totp' },
      { event: 'recovery_codes_created', result: 'success', factor: null },
    ]);
  });

  it('accepts each TOTP code and each recovery code once', async () => {
    const { secret, id } = await adminWithApp('codes@example.org');
    const first = await login('codes@example.org');
    // The password alone learns the kinds of factor to offer, not whether any recovery code is left (none yet).
    expect(first.answer.secondFactor).toEqual({ email: 'codes@example.org', factors: ['totp'], recoveryCodes: true });
    expect((await get('/api/auth/factors', first.cookie)).statusCode).toBe(403);
    const code = await totpCode(secret);
    const ok = await post('/api/auth/mfa/totp', first.cookie, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin.email).toBe('codes@example.org');

    // The same code, seen over a shoulder, does not open a second session.
    const second = await login('codes@example.org');
    const replay = await post('/api/auth/mfa/totp', second.cookie, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SECOND_FACTOR_INVALID');

    const [recovery] = await (
      await import('./second-factor/recovery-codes')
    ).replaceRecoveryCodes(t.context.database.db, id);
    const byRecovery = await post('/api/auth/mfa/recovery-code', second.cookie, { code: recovery!.toUpperCase() });
    expect(byRecovery.statusCode).toBe(200);
    const third = await login('codes@example.org');
    expect(third.answer.secondFactor.recoveryCodes).toBe(true);
    expect((await post('/api/auth/mfa/recovery-code', third.cookie, { code: recovery })).statusCode).toBe(401);
  });

  it('ends a session after five wrong second factors; the password is asked again', async () => {
    await adminWithApp('guesser@example.org');
    const { cookie } = await login('guesser@example.org');
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/mfa/totp', cookie, { code: `12345${i}` })).json().error.code).toBe(
        'SECOND_FACTOR_INVALID',
      );
    }
    const fifth = await post('/api/auth/mfa/totp', cookie, { code: '123459' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().error.code).toBe('SECOND_FACTOR_ENDED');
    expect((await get('/api/auth/me', cookie)).json()).toEqual({ admin: null, secondFactor: null });
    expect((await securityEvents('guesser@example.org')).at(-1)).toEqual({
      event: 'session_ended',
      result: 'success',
      factor: 'totp',
    });
  });

  it('asks for a fresh second factor before deleting a record, removing a factor or changing the password', async () => {
    const { secret } = await adminWithApp('careful@example.org');
    const dog = await makeRegistration(t.context, { paymentCode: 'DEMO-0001' });
    const { cookie } = await login('careful@example.org');
    const trusted = cookieOf(await post('/api/auth/mfa/totp', cookie, { code: await totpCode(secret) }));
    // Ten minutes later, the session is still signed in but its factor is no longer fresh.
    await t.context.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('second_factor_at', 'is not', null)
      .execute();
    const factorId = (await get('/api/auth/factors', trusted)).json().factors[0].id;
    const attempts = [
      () => t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${dog.id}`, headers: { cookie: trusted } }),
      () => t.app.inject({ method: 'DELETE', url: `/api/auth/factors/${factorId}`, headers: { cookie: trusted } }),
      () =>
        post('/api/auth/password', trusted, {
          currentPassword: STAFF_PASSWORD,
          newPassword: 'a new long password here',
        }),
      () => post('/api/auth/recovery-codes', trusted),
      () => post('/api/auth/factors/totp/start', trusted),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FRESH_SECOND_FACTOR_REQUIRED');
    }
    expect((await get(`/api/admin/dogs/${dog.id}`, trusted)).statusCode).toBe(200);

    // A factor presented again (a code from a second app, as the dialog does), and the delete goes through.
    const second = newTotpSecret();
    const admin = await t.context.database.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'careful@example.org')
      .executeTakeFirstOrThrow();
    await addFactor(t.context.database.db, admin.id, { kind: 'totp', label: 'Backup', secret: second, lastStep: null });
    const again = await post('/api/auth/mfa/totp', trusted, { code: await totpCode(second) });
    expect(again.statusCode).toBe(200);
    const fresh = cookieOf(again, trusted);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${dog.id}`, headers: { cookie: fresh } }))
        .statusCode,
    ).toBe(204);

    // Removing a factor, never the last one.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/factors/${factorId}`, headers: { cookie: fresh } }))
        .statusCode,
    ).toBe(204);
    const last = (await get('/api/auth/factors', fresh)).json().factors;
    expect(last).toHaveLength(1);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/factors/${last[0].id}`,
      headers: { cookie: fresh },
    });
    expect(refused.statusCode).toBe(409);

    // A new password ends the other sessions, not this one.
    const other = await login('careful@example.org');
    const wrongCurrent = await post('/api/auth/password', fresh, {
      currentPassword: 'not it at all',
      newPassword: 'a new long password here',
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().error.fields.currentPassword).toBe('Your current password is not right');
    const changed = await post('/api/auth/password', fresh, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'a new long password here',
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/auth/me', other.cookie)).json().secondFactor).toBeNull();
    expect((await get('/api/auth/me', fresh)).json().admin.email).toBe('careful@example.org');
  });

  it('lists every staff session and lets a staff member end a colleague’s', async () => {
    const { secret } = await adminWithApp('lead@example.org');
    await adminWithApp('colleague@example.org');
    const lead = await login('lead@example.org');
    const leadCookie = cookieOf(await post('/api/auth/mfa/totp', lead.cookie, { code: await totpCode(secret) }));
    const colleague = await login('colleague@example.org');
    const listed = (await get('/api/admin/sessions', leadCookie)).json().sessions as {
      email: string;
      current: boolean;
      secondFactor: boolean;
      handle: string;
      userAgent: string;
    }[];
    const mine = listed.find((s) => s.current);
    expect(mine).toMatchObject({ email: 'lead@example.org', secondFactor: true });
    const theirs = listed.find((s) => s.email === 'colleague@example.org')!;
    expect(theirs).toMatchObject({ current: false, secondFactor: false });
    // The list names sessions by a handle, never by the token's hash.
    const hashes = await t.context.database.db.selectFrom('sessions').select('id').execute();
    for (const { id } of hashes) expect(JSON.stringify(listed)).not.toContain(id);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sessions/${theirs.handle}`,
      headers: { cookie: leadCookie },
    });
    expect(ended.statusCode).toBe(204);
    expect((await get('/api/auth/me', colleague.cookie)).json()).toEqual({ admin: null, secondFactor: null });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sessions/${theirs.handle}`,
      headers: { cookie: leadCookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('signs out a session idle longer than SESSION_IDLE_MINUTES', async () => {
    const { secret } = await adminWithApp('idle@example.org');
    const { cookie } = await login('idle@example.org');
    const trusted = cookieOf(await post('/api/auth/mfa/totp', cookie, { code: await totpCode(secret) }));
    expect((await get('/api/admin/dogs', trusted)).statusCode).toBe(200);
    const admin = await t.context.database.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'idle@example.org')
      .executeTakeFirstOrThrow();
    await t.context.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('admin_id', '=', admin.id)
      .execute();
    expect((await get('/api/admin/dogs', trusted)).statusCode).toBe(401);
  });

  it('keeps a security log staff can read, the database refuses to change, and writes it as JSON lines', async () => {
    const { secret } = await adminWithApp('reader@example.org');
    const reader = await login('reader@example.org');
    const readerCookie = cookieOf(await post('/api/auth/mfa/totp', reader.cookie, { code: await totpCode(secret) }));
    const page = (await get('/api/admin/security-events', readerCookie)).json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items[0]).toMatchObject({
      event: 'second_factor',
      result: 'success',
      factor: 'totp',
      email: 'reader@example.org',
    });

    const db = t.context.database.db;
    await expect(sql`update security_events set result = 'success'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from security_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(
      Number(
        (
          await db
            .selectFrom('security_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(page.total);

    const lines = (await fs.readFile(logFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // One line per event; the table folds identical ones into a row with their count.
    const counted = await db
      .selectFrom('security_events')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .executeTakeFirstOrThrow();
    expect(lines).toHaveLength(Number(counted.n));
    expect(lines.at(-1)).toMatchObject({
      type: 'security',
      event: 'second_factor',
      result: 'success',
      email: 'reader@example.org',
    });
  });
});
