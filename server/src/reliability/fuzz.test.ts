/**
 * Property-based fuzzing of every API route: generated requests with wrong types, huge strings,
 * unicode edge cases, missing and extra fields, broken multipart, absurd query parameters and
 * malformed JSON, signed in and not. No answer may be a 5xx, every refusal must carry a readable
 * message, and a refused request must leave the stored data exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionCookie } from '../test/staff-session';
import { dataFingerprint } from '../test/db-fingerprint';
import { registrationFields } from '../../../support/registration-forms';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const REQUESTS_PER_DATABASE = 5000;
const SAME_SITE = 'http://localhost:80';
const FIELD_NAMES = [
  ...Object.keys(registrationFields()),
  'serviceTypeOther',
  'code',
  'email',
  'password',
  'token',
  'version',
  'status',
  'count',
  'note',
  'licenseNumber',
  'name',
  'organization',
  'credentialId',
  'certifiedOn',
  'expiresOn',
  'search',
  'page',
  'sort',
  'dir',
  '__proto__',
  'constructor',
];
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '\u0000',
  '\uFEFF',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'SDR-0001',
  'DEMO-0001',
  'DEMO-12345',
  '🐕‍🦺',
  'e\u0301',
  '\u202Eevil',
  'ＳＤＲ－０００１',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 120_000 }).map((n) => 'x'.repeat(n)),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), value, {
  maxKeys: 12,
});

const body = fc.oneof(
  fields.map((object) => ({ type: 'application/json', payload: JSON.stringify(object) })),
  fields.map((object) => ({ type: 'application/json', payload: JSON.stringify(object).slice(0, -1) })),
  fc.string({ maxLength: 200 }).map((raw) => ({ type: 'application/json', payload: raw })),
  fields.map((object) => ({
    type: 'multipart/form-data; boundary=fuzz',
    // Parts with random values, some with a file, and no closing boundary.
    payload: Object.entries(object)
      .map(([name, v], i) => {
        const content = typeof v === 'string' ? v : JSON.stringify(v);
        return i % 3 === 2
          ? `--fuzz\r\nContent-Disposition: form-data; name="dogPhoto"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${content}\r\n`
          : `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${content}\r\n`;
      })
      .join(''),
  })),
  fc.string({ maxLength: 300 }).map((raw) => ({ type: 'multipart/form-data', payload: raw })),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
    .chain((type) => fc.string({ maxLength: 100 }).map((payload) => ({ type, payload }))),
  fc.constant(null),
);

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), text), { maxLength: 5 })
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : '',
  );

describe.each(testDialects)('fuzzing every API route on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let dogId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
    dogId = (await makeRegistration(t.context, { paymentCode: 'DEMO-0001' })).id;
  });
  afterAll(() => t.close());

  it(`answers ${REQUESTS_PER_DATABASE} generated requests without a 5xx, explains every refusal and changes nothing when refusing`, async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !['HEAD', 'OPTIONS'].includes(r.method),
    );
    expect(routes.length).toBeGreaterThan(25);
    const pathParam = fc.oneof(text, fc.constant(dogId), fc.constant('SDR-0001'));
    const request = fc.record({
      route: fc.constantFrom(...routes),
      otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), { freq: 5 }),
      params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query,
      body,
      signedIn: fc.boolean(),
      origin: fc.option(fc.constantFrom(SAME_SITE, 'https://evil.example', 'null')),
      idempotencyKey: fc.option(text),
    });

    const statuses = new Map<number, number>();
    let last = await dataFingerprint(t.context);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let i = 0;
        const url = r.route.url.replace(/:\w+/g, () => encodeURIComponent(r.params[i++] ?? ''));
        const res = await t.app.inject({
          method: (r.otherMethod ?? r.route.method) as 'GET',
          url: `${url}${r.query}`,
          headers: {
            ...(r.body ? { 'content-type': r.body.type } : {}),
            ...(r.signedIn ? { cookie } : {}),
            ...(r.origin ? { origin: r.origin } : {}),
            ...(r.idempotencyKey !== null
              ? { 'idempotency-key': encodeURIComponent(r.idempotencyKey).slice(0, 200) }
              : {}),
          },
          ...(r.body ? { payload: r.body.payload } : {}),
        });
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const label = `${r.otherMethod ?? r.route.method} ${url.slice(0, 120)}${r.query.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        const now = await dataFingerprint(t.context);
        if (res.statusCode >= 400) {
          const message: unknown = res.json().error?.message;
          expect(typeof message === 'string' && message.length > 3 && !/\n\s+at /.test(message), label).toBe(true);
          expect(now, `a refused request changed stored data: ${label}`).toBe(last);
        }
        last = now;
      }),
      { numRuns: REQUESTS_PER_DATABASE, endOnFailure: true },
    );
    console.log(
      `fuzz on ${dialect}: ${sent} requests over ${routes.length} routes; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_DATABASE);
    // A hang guard (15 min), not a speed claim: the work is REQUESTS_PER_DATABASE requests (24 s here on SQLite).
  }, 900_000);
});
