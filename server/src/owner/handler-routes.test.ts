import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { changeRecord, credentialOf, verifyServed } from '../test/card-checks';
import { staffSessionCookie } from '../test/staff-session';
import { OWNER } from '../../../support/registration-forms';
import { addPaymentCodes } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { english } from '../test/english';
import { createProgramme } from '../programmes/programme-service';

const ISSUER = 'https://registry.example.org';
const DAY = 86_400_000;

describe.each(testDialects)('what the owner link does on %s', (dialect) => {
  let t: TestApp;
  const register = (dogName: string) => makeRegistration(t.context, { dogName });
  const setRecord = (id: string, values: { status?: 'active' | 'suspended'; expires_at?: string }) =>
    changeRecord(t.context, id, {
      ...(values.status ? { status: values.status } : {}),
      ...(values.expires_at ? { paid_through: values.expires_at } : {}),
    });
  const owner = (method: 'PATCH' | 'POST', url: string, key: string, body?: object) =>
    t.app.inject({ method, url: `${url}?key=${encodeURIComponent(key)}`, ...(body ? { payload: body } : {}) });
  const log = (id: string) =>
    t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'actor_label', 'details'])
      .where('dog_id', '=', id)
      .orderBy('id')
      .execute();
  const verify = (token: string) => verifyServed(t.app, ISSUER, token);
  const credential = async (id: string) => (await credentialOf(t.context, id, ISSUER))!;

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/`, VALIDITY_YEARS: '2' });
  });
  afterAll(() => t.close());

  it("corrects the handler's contact details with the registration's rules, and the log names what changed", async () => {
    const dog = await register('Contact');
    const contact = { ...OWNER, ownerPhone: '(503) 555-0199', ownerEmail: 'new.address@example.net' };
    expect((await owner('PATCH', `/api/dogs/${dog.id}/contact`, 'wrong-key', contact)).statusCode).toBe(403);
    const invalid = await owner('PATCH', `/api/dogs/${dog.id}/contact`, dog.ownerToken, {
      ...contact,
      ownerEmail: 'nope',
    });
    expect(invalid.json().error.fields).toEqual({ ownerEmail: english(MESSAGES.ownerEmailInvalid) });
    const saved = await owner('PATCH', `/api/dogs/${dog.id}/contact`, dog.ownerToken, contact);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().owner).toMatchObject({ phone: '(503) 555-0199', email: 'new.address@example.net' });
    const entries = await log(dog.id);
    expect(entries.at(-1)).toMatchObject({ action: 'registration.edited', actor_label: 'owner link' });
    expect(JSON.parse(entries.at(-1)?.details ?? 'null')).toEqual({
      fields: ['ownerPhone', 'ownerEmail'],
      changes: [
        { field: 'ownerPhone', label: 'phone number' },
        { field: 'ownerEmail', label: 'email' },
      ],
    });
    expect(JSON.stringify(entries)).not.toContain('555-0199');
  });

  it('renews from 90 days before valid-through with a payment code, for VALIDITY_YEARS, and confirms by email', async () => {
    const dog = await register('Renewal');
    const validThrough = new Date(Date.now() + 200 * DAY);
    await setRecord(dog.id, { status: 'active', expires_at: validThrough.toISOString() });
    await addPaymentCodes(t.context, ['RENEW-1', 'RENEW-2']);
    const early = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, { paymentCode: 'RENEW-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(english(MESSAGES.renewalNotOpen));

    const soon = new Date(Date.now() + 60 * DAY);
    await setRecord(dog.id, { expires_at: soon.toISOString() });
    const used = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, {
      paymentCode: dog.row.payment_code,
    });
    expect(used.json().error).toMatchObject({ fields: { paymentCode: english(MESSAGES.paymentCodeUsed) } });
    const before = (await findRegistrationById(t.context.database.db, dog.id))!;
    const renewed = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, { paymentCode: 'renew-1' });
    expect(renewed.statusCode).toBe(200);
    const expected = new Date(soon);
    expected.setUTCFullYear(expected.getUTCFullYear() + 2);
    expect(renewed.json()).toMatchObject({ expiresAt: expected.toISOString(), displayStatus: 'active' });
    expect(renewed.json().registrationDate).toBe(before.registration_date);
    // The card is re-issued: a new revision carrying the new date.
    const token = await credential(dog.id);
    expect(await verify(token)).toMatchObject({
      verdict: 'valid',
      // Card 1 at approval, 2 when its date moved to 60 days away, 3 for the renewal.
      claims: { r: 3, exp: Math.floor(expected.getTime() / 1000) },
    });
    const email = await t.context.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('dog_id', '=', dog.id)
      .where('kind', '=', 'registration.renewed')
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain('valid through');
    const entry = (await log(dog.id)).at(-1);
    expect(entry).toMatchObject({ action: 'registration.renewed', actor_label: 'owner link' });
    // The log names the date it renewed from and the one written on the record.
    expect(JSON.parse(entry!.details!)).toEqual({
      from: before.expires_at,
      to: expected.toISOString(),
      paymentCode: 'RENEW-1',
    });
    // The code is spent, and a second renewal now is refused: the new date is years away.
    const again = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, { paymentCode: 'RENEW-2' });
    expect(again.json().error.message).toBe(english(MESSAGES.renewalNotOpen));
  });

  it('renews an expired registration from today, and never a suspended one', async () => {
    const dog = await register('Lapsed');
    await setRecord(dog.id, { status: 'active', expires_at: new Date(Date.now() - 30 * DAY).toISOString() });
    await addPaymentCodes(t.context, ['RENEW-3', 'RENEW-4']);
    const renewed = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, { paymentCode: 'RENEW-3' });
    expect(renewed.json().displayStatus).toBe('active');
    const years = (Date.parse(renewed.json().expiresAt) - Date.now()) / (365.25 * DAY);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);

    const paused = await register('Paused');
    await setRecord(paused.id, { status: 'suspended', expires_at: new Date(Date.now() + DAY).toISOString() });
    const refused = await owner('POST', `/api/dogs/${paused.id}/renewal`, paused.ownerToken, {
      paymentCode: 'RENEW-4',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(english(MESSAGES.renewalNotActive));
    const code = await t.context.database.db
      .selectFrom('payment_codes')
      .selectAll()
      .where('code', '=', 'RENEW-4')
      .executeTakeFirstOrThrow();
    expect(code.used_at).toBeNull();
  });

  it('renews without a code in a programme that charges no fee, and asks one of a programme that does (issue 52)', async () => {
    const paid = await register('Paid');
    await setRecord(paid.id, { status: 'active', expires_at: new Date(Date.now() + 30 * DAY).toISOString() });
    const before = (await findRegistrationById(t.context.database.db, paid.id))!.expires_at;
    const unpaid = await owner('POST', `/api/dogs/${paid.id}/renewal`, paid.ownerToken, {});
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().error.fields.paymentCode).toBe(english(MESSAGES.paymentCodeRequired));
    expect((await findRegistrationById(t.context.database.db, paid.id))!.expires_at).toBe(before);

    const free = await createProgramme(t.context.database, t.context.config, {
      slug: 'free',
      name: 'Free Guide Dogs',
      prefix: 'FGD-',
      feeCents: '0',
    });
    const dog = await makeRegistration(t.context, {
      into: { id: free.id, prefix: 'FGD-', feeCents: 0 },
      dogName: 'Gratis',
    });
    await setRecord(dog.id, { status: 'active', expires_at: new Date(Date.now() + 30 * DAY).toISOString() });
    const renewed = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    const years = (Date.parse(renewed.json().expiresAt) - Date.now()) / (365.25 * DAY);
    expect(years).toBeGreaterThan(2);
    // The log says it was renewed, and names no code.
    const entry = (await log(dog.id)).find((row) => row.action === 'registration.renewed');
    expect(JSON.parse(String(entry?.details))).not.toHaveProperty('paymentCode');
  });

  it('replaces a lost card: the old one stops verifying, the new one verifies, the number stays', async () => {
    const dog = await register('Lost');
    await setRecord(dog.id, { status: 'active' });
    const lost = await credential(dog.id);
    expect(await verify(lost)).toMatchObject({ verdict: 'valid' });
    expect((await owner('POST', `/api/dogs/${dog.id}/replacement-card`, 'nope')).statusCode).toBe(403);
    const replaced = await owner('POST', `/api/dogs/${dog.id}/replacement-card`, dog.ownerToken);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().registryNumber).toBe(dog.registryNumber);
    // Kinder than "revoked": the handler has a newer card.
    expect(await verify(lost)).toMatchObject({ verdict: 'superseded', claims: { sub: dog.registryNumber } });
    const current = await credential(dog.id);
    expect(await verify(current)).toMatchObject({ verdict: 'valid', claims: { sub: dog.registryNumber } });
    expect((await log(dog.id)).at(-1)).toMatchObject({ action: 'registration.card_replaced' });
    // The next registration still gets a number no one had.
    const next = await register('After');
    expect(next.registryNumber).not.toBe(dog.registryNumber);
    // Staff suspending the registration suspends the new card.
    await setRecord(dog.id, { status: 'suspended' });
    expect(await verify(current)).toMatchObject({ verdict: 'suspended' });
    // Deleting the record revokes every card it had: the lost one and its replacement (security test, issue 30).
    await setRecord(dog.id, { status: 'active' });
    const cookie = await staffSessionCookie(t.context);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${dog.id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await verify(current)).toMatchObject({ verdict: 'revoked' });
    expect(await verify(lost)).toMatchObject({ verdict: 'revoked' });
  });

  it("counts visitors' look-ups per month for the handler, never the owner's own or who looked", async () => {
    const dog = await register('Counted');
    await setRecord(dog.id, { status: 'active' });
    for (let i = 0; i < 3; i++) await t.app.inject(`/api/dogs/${dog.id}`);
    await t.app.inject(`/api/dogs/${dog.id}?key=${dog.ownerToken}`);
    expect((await t.app.inject(`/api/dogs/${dog.id}/lookups`)).statusCode).toBe(403);
    const log = (await t.app.inject(`/api/dogs/${dog.id}/lookups?key=${dog.ownerToken}`)).json();
    expect(log.months).toHaveLength(12);
    expect(log.months.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), count: 3 });
    expect(log.months.slice(0, 11).every((m: { count: number }) => m.count === 0)).toBe(true);
    const stored = await t.context.database.db
      .selectFrom('lookup_counts')
      .selectAll()
      .where('dog_id', '=', dog.id)
      .execute();
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['count', 'dog_id', 'month']);
  });

  it('answers five replacement requests sent at once without a server error, leaving one current card', async () => {
    const dog = await register('Fivefold');
    await setRecord(dog.id, { status: 'active' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner('POST', `/api/dogs/${dog.id}/replacement-card`, dog.ownerToken)),
    );
    const statuses = answers.map((res) => res.statusCode);
    // Side by side (PostgreSQL), those made against a version another has just changed get 409; one
    // after another (SQLite), each replaces the card the one before issued. Never a server error.
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(statuses).toContain(200);
    const cards = await t.context.database.db
      .selectFrom('cards')
      .select(['revision', 'ended_at'])
      .where('dog_id', '=', dog.id)
      .execute();
    expect(cards.filter((card) => card.ended_at === null)).toHaveLength(1);
    expect(cards).toHaveLength(1 + statuses.filter((status) => status === 200).length);
  });

  it('lets staff act for the handler with their session', async () => {
    const dog = await register('Staff');
    await setRecord(dog.id, { status: 'active' });
    const cookie = await staffSessionCookie(t.context);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dogs/${dog.id}/replacement-card`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await log(dog.id)).at(-1)).toMatchObject({
      action: 'registration.card_replaced',
      actor_label: 'staff@example.org',
    });
  });
});
