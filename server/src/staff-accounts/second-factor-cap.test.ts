/**
 * Issue 48, item 2: a phished password and many addresses (an IPv6 /48 holds 65,536 /64s, each with its
 * own per-address throttle) could guess authenticator codes and recovery codes without end. Ten wrong
 * codes for one account, from every address together, lock codes for that account; the account is
 * emailed and the security log says so; the lock outlasts its delay until the password is given again,
 * and the next one lasts twice as long.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#common/constants';
import { STAFF_PASSWORD, createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { addFactor } from './second-factor/factor-repository';
import { replaceRecoveryCodes } from './second-factor/recovery-codes';
import { newTotpSecret, totpCode } from './second-factor/totp';

const MINUTE = 60_000;

describe.each(testDialects)('the account-wide cap on second-factor codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Each attempt from its own /64 of one /48, as a botnet or a rented IPv6 block sends them. */
  let next = 0;
  const fresh64 = () => `2001:db8:${dialect === 'sqlite' ? 1 : 2}:${(next++).toString(16)}::1`;
  const post = (url: string, address: string, cookie: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const signIn = async (email: string, address: string) => {
    const res = await post('/api/auth/login', address, '', { email, password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  };
  /** One guess from a new /64 with a session signed in from there: the answer's status. */
  const guess = async (email: string, url: string, code: string) => {
    const address = fresh64();
    return (await post(url, address, await signIn(email, address), { code })).statusCode;
  };
  const adminWithApp = async (email: string) => {
    const id = await createStaff(t.context, email);
    const secret = newTotpSecret();
    await addFactor(t.context.database.db, id, { kind: 'totp', label: 'Phone', secret, lastStep: null });
    return { id, secret, recoveryCodes: await replaceRecoveryCodes(t.context.database.db, id) };
  };
  /** A six-digit code that is none of the three an app would accept now. */
  const wrongCode = async (secret: string) => {
    const right = new Set(await Promise.all([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d))));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!right.has(code)) return code;
    }
  };
  const lockOf = (id: string) =>
    t.context.database.db.selectFrom('second_factor_locks').selectAll().where('admin_id', '=', id).executeTakeFirst();

  it('locks authenticator codes after ten wrong ones from ten /64s, emails the account, and logs it', async () => {
    const email = 'botnet-target@example.org';
    const { id, secret } = await adminWithApp(email);
    const wrong = await wrongCode(secret);
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push(await guess(email, '/api/auth/mfa/totp', wrong));
    // Before: 25 × 401 (every /64 had its own five tries). After: ten wrong, then refused.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(15).fill(429));
    // Even the right code waits out the lock.
    expect(await guess(email, '/api/auth/mfa/totp', await totpCode(secret))).toBe(429);

    const lock = await lockOf(id);
    expect(lock?.lockouts).toBe(1);
    const lockMs = Date.parse(lock!.locked_until!) - Date.parse(lock!.locked_at!);
    expect(lockMs).toBe(15 * MINUTE);

    const mail = await t.context.database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'codes-locked')
      .where('to_address', '=', email)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('locked');
    expect(mail[0]!.subject).toContain('bloqueados');
    expect(mail[0]!.text_body).toContain('10 wrong codes');

    const locked = await t.context.database.db
      .selectFrom('security_events')
      .select(['result', 'count'])
      .where('event', '=', 'second_factor_locked')
      .where('email', '=', email)
      .execute();
    expect(locked).toEqual([{ result: 'refused', count: 1 }]);
  });

  it('after the delay, only a new password sign-in may try again, and the next lock lasts twice as long', async () => {
    const email = 'patient-attacker@example.org';
    const { id, secret } = await adminWithApp(email);
    const wrong = await wrongCode(secret);
    const address = fresh64();
    const early = await signIn(email, address);
    for (let i = 0; i < 10; i++) await guess(email, '/api/auth/mfa/totp', wrong);
    const db = t.context.database.db;
    // The lock's delay has passed.
    await db
      .updateTable('second_factor_locks')
      .set({ locked_until: new Date(Date.now() - MINUTE).toISOString() })
      .where('admin_id', '=', id)
      .execute();
    // A session from before the lock has ended with it (it was still waiting for its factor).
    const stale = await post('/api/auth/mfa/totp', address, early, { code: await totpCode(secret) });
    expect(stale.statusCode).toBe(401);

    for (let i = 0; i < 10; i++) expect(await guess(email, '/api/auth/mfa/totp', wrong)).toBe(401);
    expect(await guess(email, '/api/auth/mfa/totp', wrong)).toBe(429);
    const lock = await lockOf(id);
    expect(lock?.lockouts).toBe(2);
    expect(Date.parse(lock!.locked_until!) - Date.parse(lock!.locked_at!)).toBe(30 * MINUTE);

    await db
      .updateTable('second_factor_locks')
      .set({ locked_until: new Date(Date.now() - MINUTE).toISOString() })
      .where('admin_id', '=', id)
      .execute();
    expect(await guess(email, '/api/auth/mfa/totp', await totpCode(secret))).toBe(200);
  });

  it('counts recovery codes against the same cap', async () => {
    const email = 'recovery-target@example.org';
    const { recoveryCodes } = await adminWithApp(email);
    const answers: number[] = [];
    for (let i = 0; i < 14; i++) answers.push(await guess(email, '/api/auth/mfa/recovery-code', `zzzzz-zzz${i % 10}z`));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(4).fill(429));
    expect(await guess(email, '/api/auth/mfa/recovery-code', recoveryCodes[0]!)).toBe(429);
  });

  it('lets a right code start the count again, so a few mistakes never add up to a lock', async () => {
    const email = 'careless@example.org';
    const { id, secret } = await adminWithApp(email);
    const wrong = await wrongCode(secret);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect(await guess(email, '/api/auth/mfa/totp', wrong)).toBe(401);
      const address = fresh64();
      const cookie = await signIn(email, address);
      // Each round's right code must be a new one: a code is accepted once.
      await t.context.database.db
        .updateTable('admin_factors')
        .set({ totp_last_step: null })
        .where('admin_id', '=', id)
        .execute();
      expect((await post('/api/auth/mfa/totp', address, cookie, { code: await totpCode(secret) })).statusCode).toBe(
        200,
      );
    }
    expect((await lockOf(id))?.lockouts ?? 0).toBe(0);
  });
});
