import { english } from '../test/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { SESSION_COOKIE } from '#common/constants';
import { createSetupToken } from './setup-token';
import { STAFF_PASSWORD, createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

describe.each(testDialects)('sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createStaff(t.context, 'staff@example.org');
  });
  afterAll(() => t.close());

  const login = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      remoteAddress,
    });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    return cookie ? `${SESSION_COOKIE}=${cookie.value}` : '';
  };

  it('signs in with a session cookie that scripts cannot read, and /me asks for the second factor', async () => {
    const res = await login({ email: ' Staff@Example.org ', password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const hint = res.cookies.find((c) => c.name === 'sdr_signed_in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(res) } });
    // The password alone: no admin yet, a second factor to enrol (this account has none).
    expect(me.json()).toEqual({
      admin: null,
      secondFactor: { email: 'staff@example.org', factors: [], recoveryCodes: false },
    });
    expect(res.json()).toEqual(me.json());
    const stored = await t.context.database.db.selectFrom('sessions').select('id').execute();
    expect(JSON.stringify(stored)).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const https = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    try {
      await createStaff(https.context);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ email: 'staff@example.org', password: STAFF_PASSWORD }),
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers missing and wrong credentials with the messages staff are shown', async () => {
    expect((await login({ email: '', password: '' })).json().error.message).toBe(english(MESSAGES.loginRequired));
    const wrong = await login({ email: 'staff@example.org', password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(english(MESSAGES.loginInvalid));
    const unknown = await login({ email: 'nobody@example.org', password: 'whatever whatever' });
    expect(unknown.json().error.message).toBe(english(MESSAGES.loginInvalid));
  });

  it('rotates the session at sign-in and ends it at logout', async () => {
    const first = cookieOf(await login({ email: 'staff@example.org', password: STAFF_PASSWORD }));
    const second = cookieOf(await login({ email: 'staff@example.org', password: STAFF_PASSWORD }, { cookie: first }));
    expect(second).not.toBe(first);
    const signedOut = { admin: null, secondFactor: null };
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: first } })).json()).toEqual(signedOut);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: second } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: second } })).json()).toEqual(signedOut);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await login(
      { email: 'staff@example.org', password: STAFF_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('locks an account after five failures, saying how long, even for the right password', async () => {
    await createStaff(t.context, 'target@example.org');
    for (let i = 0; i < 5; i++)
      expect((await login({ email: 'target@example.org', password: `guess number ${i}` })).statusCode).toBe(401);
    const locked = await login({ email: 'target@example.org', password: STAFF_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');
    // Said in the language the staff member reads the site in.
    const lockedInSpanish = await login(
      { email: 'target@example.org', password: STAFF_PASSWORD },
      {
        'accept-language': 'es-US',
      },
    );
    expect(lockedInSpanish.json().error.message).toBe('Demasiados intentos. Vuelva a intentarlo en 15 minutos.');
    // Other accounts from other addresses are unaffected.
    expect((await login({ email: 'staff@example.org', password: STAFF_PASSWORD })).statusCode).toBe(200);
    const log = await t.context.database.db
      .selectFrom('security_events')
      .select(['event', 'result', 'count'])
      .where('email', '=', 'target@example.org')
      .orderBy('id')
      .execute();
    // Identical events fold into one row that counts them.
    expect(log).toEqual([
      { event: 'sign_in', result: 'failure', count: 5 },
      { event: 'sign_in_throttled', result: 'refused', count: 2 },
    ]);
  });

  it('checks at most five passwords when many sign-ins arrive at once, and locks that address only', async () => {
    await createStaff(t.context, 'rushed@example.org');
    const from = '198.51.100.23';
    const results = await Promise.all(
      Array.from({ length: 19 }, (_, i) => login({ email: 'rushed@example.org', password: `guess ${i}` }, {}, from)),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(14);
    // Even the right password waits, from that address; the admin signs in from anywhere else.
    expect((await login({ email: 'rushed@example.org', password: STAFF_PASSWORD }, {}, from)).statusCode).toBe(429);
    expect((await login({ email: 'rushed@example.org', password: STAFF_PASSWORD }, {}, '192.0.2.50')).statusCode).toBe(
      200,
    );
  });

  it('locks for longer each time, and a good password starts the count again', async () => {
    await createStaff(t.context, 'patient@example.org');
    const from = '198.51.100.24';
    const fail = () => login({ email: 'patient@example.org', password: 'not the password' }, {}, from);
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).json().error.message).toBe('Too many attempts. Try again in 15 minutes.');
    // The lock runs out (as if 15 minutes had passed): five more failures lock for twice as long.
    const expire = () =>
      t.context.database.db
        .updateTable('login_throttle')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('key', 'like', 'account:patient@example.org|%')
        .execute();
    await expire();
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).json().error.message).toBe('Too many attempts. Try again in 30 minutes.');
    await expire();
    expect((await fail()).statusCode).toBe(401);
    expect((await login({ email: 'patient@example.org', password: STAFF_PASSWORD }, {}, from)).statusCode).toBe(200);
    const keys = await t.context.database.db
      .selectFrom('login_throttle')
      .select('key')
      .where('key', 'like', 'account:patient@example.org|%')
      .execute();
    expect(keys).toHaveLength(0);
  });

  it("does not write an unknown email, the sender's own text, into the security log", async () => {
    const text = 'Pay=now@evil.example';
    expect((await login({ email: text, password: 'whatever it is' }, {}, '198.51.100.25')).statusCode).toBe(401);
    const log = JSON.stringify(await t.context.database.db.selectFrom('security_events').selectAll().execute());
    expect(log.toLowerCase()).not.toContain('evil.example');
    expect(log).toContain('"account\\":\\"unknown');
  });

  it('limits failures per address across accounts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const spray = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    try {
      const attempt = (email: string) =>
        spray.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json', ...ip },
          payload: JSON.stringify({ email, password: 'wrong password here' }),
        });
      for (let i = 0; i < 20; i++) expect((await attempt(`user${i}@example.org`)).statusCode).toBe(401);
      expect((await attempt('fresh@example.org')).statusCode).toBe(429);
    } finally {
      await spray.close();
    }
  });
});

describe.each(testDialects)('first admin setup link on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('creates the first admin once, signs them in to enrol a second factor, and is then spent', async () => {
    const token = await createSetupToken(t.context.database.db);
    expect((await t.app.inject(`/api/auth/setup/${token}`)).json()).toEqual({ valid: true });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, email: 'first@example.org', password: 'short' }),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields.password).toBe(english(MESSAGES.passwordTooShort));
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, email: 'First@Example.org', password: STAFF_PASSWORD }),
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({
      admin: null,
      secondFactor: { email: 'first@example.org', factors: [], recoveryCodes: false },
    });
    const cookie = setup.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } })).json()
        .secondFactor.email,
    ).toBe('first@example.org');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, email: 'second@example.org', password: STAFF_PASSWORD }),
    });
    expect(again.statusCode).toBe(410);
    expect((await t.app.inject(`/api/auth/setup/${token}`)).json()).toEqual({ valid: false });
  });

  it('refuses an expired link', async () => {
    const old = await createSetupToken(t.context.database.db, new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect((await t.app.inject(`/api/auth/setup/${old}`)).json()).toEqual({ valid: false });
  });
});

describe.each(testDialects)('two setup links used at once on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('makes exactly one first admin', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => createSetupToken(t.context.database.db)));
    const results = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/setup',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ token, email: `first${i}@example.org`, password: STAFF_PASSWORD }),
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(410)]);
    expect(await t.context.database.db.selectFrom('admins').selectAll().execute()).toHaveLength(1);
  });
});
