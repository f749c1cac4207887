/**
 * A registration the factory makes is one the code under test cannot tell from a registration sent
 * through the form and reviewed on the dashboard: the same record, look-up, owner link, card, receipt
 * and activity log, whatever status staff leave it in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '#common/constants';
import { needsReason } from '#common/lifecycle';
import { registrationFields } from '../../../support/registration-forms';
import type { RegistrationRow } from '../db/schema';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { staffSessionCookie } from './staff-session';
import { credentialOf, verifyServed } from './card-checks';
import { addPaymentCodes } from './fixtures-db';
import { makeRegistration, type MadeRegistration } from './registration-factory';
import { submitRegistration } from './submit';
import { createTestApp, type TestApp } from './test-app';
import { testDialects } from './test-databases';

const ISSUER = 'https://registry.example.org';
const DAY = 86_400_000;

describe.each(testDialects)('a registration made for a test on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let codes = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
    cookie = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/dogs/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** Registered through the form, then left in `status` by staff on the dashboard. */
  async function throughTheApi(status: RegistrationStatus): Promise<MadeRegistration> {
    const code = `FORM-${++codes}`;
    await addPaymentCodes(t.context, [code]);
    const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: code }) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Omit<MadeRegistration, 'row'>>();
    const reason = 'Reason given by staff.';
    if (status === 'denied') expect((await staff('POST', `${made.id}/deny`, { reason })).statusCode).toBe(200);
    else if (status !== 'pending' && status !== 'in_training')
      expect((await staff('POST', `${made.id}/approve`)).statusCode).toBe(200);
    if (!['pending', 'active', 'denied'].includes(status)) {
      const current = (await staff('GET', made.id)).json();
      const edit = {
        dogName: current.dogName,
        dogBreed: current.dogBreed,
        dogAge: current.dogAge,
        serviceType: current.serviceType,
        ownerName: current.owner.name,
        ownerAddress: current.owner.address,
        ownerPhone: current.owner.phone,
        ownerEmail: current.owner.email,
        status,
        ...(needsReason(status) ? { statusReason: reason } : {}),
        version: current.version,
      };
      const edited = await staff('PATCH', made.id, edit);
      expect(edited.statusCode, edited.body).toBe(200);
    }
    return { ...made, row: (await findRegistrationById(t.context.database.db, made.id))! };
  }

  /** An answer or row with what belongs to one record alone (id, number, key, photo, times) named, not shown. */
  function anonymous(value: unknown, made: MadeRegistration): unknown {
    let text = JSON.stringify(value)
      .replaceAll(made.id, '<id>')
      .replaceAll(made.registryNumber, '<number>')
      .replaceAll(encodeURIComponent(made.ownerToken), '<key>')
      .replaceAll(made.ownerToken, '<key>');
    for (const key of [made.row.photo_key, made.row.thumbnail_key]) if (key) text = text.replaceAll(key, '<file>');
    return JSON.parse(text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>'));
  }

  /** Days from `from` to `to`, both ISO times: a term's length, the same however long the test took. */
  const days = (from: string, to: string | null) => (to ? Math.round((Date.parse(to) - Date.parse(from)) / DAY) : null);
  const record = (made: MadeRegistration) => {
    const { registry_seq: _sequence, owner_token_hash: _hash, payment_code: _code, ...rest } = made.row;
    return {
      ...(anonymous(rest, made) as Partial<RegistrationRow>),
      paidForDays: days(made.row.registration_date, made.row.paid_through),
      validForDays: days(made.row.registration_date, made.row.expires_at),
    };
  };
  const lookUp = async (made: MadeRegistration) => {
    const res = await t.app.inject(`/api/lookup/${made.registryNumber}`);
    return { status: res.statusCode, body: anonymous(res.json(), made) };
  };
  const ownerView = async (made: MadeRegistration) => {
    const res = await t.app.inject(`/api/dogs/${made.id}?key=${encodeURIComponent(made.ownerToken)}`);
    return { status: res.statusCode, body: anonymous(res.json(), made) };
  };
  const log = async (made: MadeRegistration) =>
    (
      await t.context.database.db
        .selectFrom('activity_log')
        .select(['action', 'actor_label', 'details'])
        .where('dog_id', '=', made.id)
        .orderBy('id')
        .execute()
    ).map((entry) => anonymous(entry, made));
  const mail = async (made: MadeRegistration) =>
    (
      await t.context.database.db
        .selectFrom('outbox')
        .select(['kind', 'to_address', 'subject', 'text_body'])
        .where('dog_id', '=', made.id)
        .orderBy('created_at')
        .execute()
    ).map((message) => anonymous(message, made));
  const cards = async (made: MadeRegistration) =>
    (
      await t.context.database.db
        .selectFrom('cards')
        .select(['revision', 'end_reason'])
        .where('dog_id', '=', made.id)
        .orderBy('revision')
        .execute()
    ).map((card) => ({ ...card }));
  /** The card's credential as a verifier reads it, without what names the one card. */
  const card = async (made: MadeRegistration) => {
    const token = await credentialOf(t.context, made.id, ISSUER);
    if (!token) return null;
    const verdict = await verifyServed(t.app, ISSUER, token);
    if (verdict.verdict !== 'valid') return verdict.verdict;
    const { sub, sl: _index, iat, exp, ...claims } = verdict.claims;
    return { sub: sub === made.registryNumber, validForDays: Math.round((exp - iat) / (DAY / 1000)), ...claims };
  };

  async function expectAlike(made: MadeRegistration, real: MadeRegistration) {
    expect(record(made)).toEqual(record(real));
    expect(await lookUp(made)).toEqual(await lookUp(real));
    expect(await ownerView(made)).toEqual(await ownerView(real));
    expect(await card(made)).toEqual(await card(real));
    expect(await cards(made)).toEqual(await cards(real));
    expect(await log(made)).toEqual(await log(real));
    expect(await mail(made)).toEqual(await mail(real));
  }

  it('is stored as a registration sent through the form is: record, look-up, owner link, receipt and log', async () => {
    const real = await throughTheApi('pending');
    const made = await makeRegistration(t.context, { withPhoto: true });
    expect(made.row.photo_key).not.toBeNull();
    await expectAlike(made, real);
    const { photoUrl } = (await t.app.inject(`/api/dogs/${made.id}?key=${made.ownerToken}`)).json();
    const photo = await t.app.inject(photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it.each(['active', 'suspended', 'revoked', 'retired', 'denied', 'in_training'] as const)(
    'is left %s as staff leave a registration on the dashboard, its card with it',
    async (status) => {
      const real = await throughTheApi(status);
      const made = await makeRegistration(t.context, { status, withPhoto: true });
      expect(made.row.status).toBe(status);
      await expectAlike(made, real);
    },
  );

  it('has no photo unless asked, and a card that verifies all the same', async () => {
    const made = await makeRegistration(t.context, { status: 'active', dogName: 'Pebble', ownerName: 'Sam Rivera' });
    expect(made.row).toMatchObject({ photo_key: null, thumbnail_key: null, dog_name: 'Pebble' });
    const owner = (await ownerView(made)).body as { photoUrl: string | null };
    expect(owner.photoUrl).toBeNull();
    expect(await card(made)).toMatchObject({ sub: true, n: 'Pebble', h: 'Sam R.' });
  });

  it('uses the code it is given, and refuses what the form would refuse', async () => {
    await addPaymentCodes(t.context, ['GIVEN-1']);
    const made = await makeRegistration(t.context, { paymentCode: 'given-1' });
    expect(made.row.payment_code).toBe('GIVEN-1');
    await expect(makeRegistration(t.context, { paymentCode: 'GIVEN-1' })).rejects.toThrow(/CODE_USED/);
    await expect(makeRegistration(t.context, { trainerLicenseNumber: 'NO-SUCH-TRAINER' })).rejects.toThrow(
      /TRAINER_NOT_FOUND/,
    );
    await expect(makeRegistration(t.context, { ownerEmail: 'not an address' })).rejects.toThrow(/refuse/);
  });
});
