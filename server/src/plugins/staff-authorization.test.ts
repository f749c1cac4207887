/**
 * Every admin route, read from the app's own route table, refused without a valid same-site admin
 * session — and the data unchanged afterwards. A route added later is covered without editing this file.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API_PREFIX } from '../app';
import { SESSION_COOKIE } from '#common/constants';
import { createSession } from '../access/session-repository';
import { randomToken } from '../lib/tokens';
import { staffSessionCookie, createStaff } from '../test/staff-session';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

describe.each(testDialects)('admin authorization on %s', (dialect) => {
  let t: TestApp;
  let dogId: string;
  let expiredCookie: string;
  let validCookie: string;
  /** Signed in with the password, no second factor yet. */
  let passwordOnlyCookie: string;

  /** Everything an admin route could change, in one comparable value. */
  async function fingerprint(): Promise<string> {
    const db = t.context.database.db;
    const tables = ['service_dogs', 'trainers', 'payment_codes', 'activity_log', 'admins'] as const;
    const counts = await Promise.all(
      tables.map((table) =>
        db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    const dogs = await db
      .selectFrom('service_dogs')
      .select(['id', 'status', 'version', 'dog_name', 'photo_key'])
      .orderBy('id')
      .execute();
    const codes = await db
      .selectFrom('payment_codes')
      .select(['code', 'used_at', 'voided_at'])
      .orderBy('code')
      .execute();
    const trainers = await db
      .selectFrom('trainers')
      .select(['license_number', 'status', 'updated_at'])
      .orderBy('license_number')
      .execute();
    return JSON.stringify({ counts: counts.map((c) => Number(c.n)), dogs, codes, trainers });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    dogId = (await makeRegistration(t.context, { paymentCode: 'DEMO-0001' })).id;
    const adminId = await createStaff(t.context);
    const db = t.context.database.db;
    const expired = await createSession(db, { adminId, secondFactor: 'totp', now: new Date('2020-01-01T00:00:00Z') });
    expiredCookie = `${SESSION_COOKIE}=${expired}`;
    passwordOnlyCookie = `${SESSION_COOKIE}=${await createSession(db, { adminId })}`;
    validCookie = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  function adminRoutes() {
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith(STAFF_API_PREFIX) && route.method !== 'HEAD',
    );
    return routes.map((route) => ({
      method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: route.url.replace(':id', dogId).replace(':licenseNumber', 'DEMO-12345').replace(':code', 'DEMO-0005'),
    }));
  }

  it('covers every admin route of the app', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(16);
  });

  const CASES = [
    { name: 'no cookie', headers: () => ({}), status: 401, code: 'UNAUTHENTICATED' },
    { name: 'an expired session', headers: () => ({ cookie: expiredCookie }), status: 401, code: 'UNAUTHENTICATED' },
    {
      name: 'a forged cookie',
      headers: () => ({ cookie: `${SESSION_COOKIE}=${randomToken(32)}` }),
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'a session without its second factor',
      headers: () => ({ cookie: passwordOnlyCookie }),
      status: 403,
      code: 'MFA_REQUIRED',
    },
    {
      name: 'a cross-site request with a valid session',
      headers: () => ({ cookie: validCookie, origin: 'https://evil.example' }),
      status: 403,
      code: 'CROSS_SITE_REQUEST',
    },
    {
      name: 'a cross-site navigation with a valid session',
      headers: () => ({ cookie: validCookie, 'sec-fetch-site': 'cross-site' }),
      status: 403,
      code: 'CROSS_SITE_REQUEST',
    },
  ];

  for (const scenario of CASES) {
    it(`refuses ${scenario.name} on every admin route and changes nothing`, async () => {
      const before = await fingerprint();
      for (const route of adminRoutes()) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...scenario.headers(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify({ version: 1, count: 5, status: 'active' }) } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(scenario.status);
        expect(res.json().error.code, `${route.method} ${route.url}`).toBe(scenario.code);
      }
      expect(await fingerprint()).toBe(before);
    });
  }

  it('lets a same-site admin through (the matrix above is not refusing everything)', async () => {
    const res = await t.app.inject({
      url: `${STAFF_API_PREFIX}/dogs`,
      headers: { cookie: validCookie, origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows the full record on the public endpoint to a signed-in admin only', async () => {
    expect((await t.app.inject({ url: `/api/dogs/${dogId}`, headers: { cookie: validCookie } })).json().view).toBe(
      'full',
    );
    for (const cookie of [expiredCookie, passwordOnlyCookie]) {
      expect((await t.app.inject({ url: `/api/dogs/${dogId}`, headers: { cookie } })).json().view).not.toBe('full');
    }
  });
});
