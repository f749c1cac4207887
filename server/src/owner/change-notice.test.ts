/**
 * Whoever holds an owner link could re-issue the card without anyone being told (security test, issue
 * 48): every change through the owner link is now told to the registration's confirmed address, with
 * what changed and how to undo it or reach staff, in the registration's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../../support/registration-forms';
import { staffSessionCookie } from '../test/staff-session';
import { changeRecord, credentialOf, verifyServed } from '../test/card-checks';
import { addPaymentCodes } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import type { RegistrationEdit } from '#common/staff-schemas';
import { REGISTRATION_DETAIL_COLUMNS } from '../lifecycle/registration-columns';
import { findRegistrationById } from '../lifecycle/registration-repository';

const ISSUER = 'https://registry.example.org';
const NEW_NAME = 'Riley Newname';
const NEW_ADDRESS = 'new.address@example.net';
const DAY = 86_400_000;

describe.each(testDialects)('the handler told of a change through the owner link on %s', (dialect) => {
  let t: TestApp;
  const active = (dogName: string, language: 'en' | 'es' = 'en') =>
    makeRegistration(t.context, { dogName, language, status: 'active' });
  const owner = (method: 'PATCH' | 'POST', url: string, key: string, body?: object) =>
    t.app.inject({ method, url: `${url}?key=${encodeURIComponent(key)}`, ...(body ? { payload: body } : {}) });
  const contact = (dog: { id: string; ownerToken: string }, changes: Partial<Record<keyof typeof OWNER, string>>) =>
    owner('PATCH', `/api/dogs/${dog.id}/contact`, dog.ownerToken, { ...OWNER, ...changes });
  const mail = (dogId: string, kind = 'registration.changed') =>
    t.context.database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body'])
      .where('dog_id', '=', dogId)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
  const verify = async (id: string) => verifyServed(t.app, ISSUER, (await credentialOf(t.context, id, ISSUER))!);

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/`, VALIDITY_YEARS: '2' });
  });
  afterAll(() => t.close());

  it("tells the confirmed address when the handler's name is changed and the printed card is replaced", async () => {
    const dog = await active('Renamed');
    const printed = (await credentialOf(t.context, dog.id, ISSUER))!;
    expect((await contact(dog, { ownerName: NEW_NAME })).statusCode).toBe(200);
    expect(await verifyServed(t.app, ISSUER, printed)).toMatchObject({ verdict: 'superseded' });
    const told = await mail(dog.id);
    expect(told).toHaveLength(1);
    const [notice] = told;
    expect(notice?.to_address).toBe(OWNER.ownerEmail);
    expect(notice?.subject).toBe(`Registration ${dog.registryNumber} was changed`);
    expect(notice?.text_body).toContain("The handler's name was changed.");
    expect(notice?.text_body).toContain('Someone with the owner link of registration');
    expect(notice?.text_body).toContain('"Replaced by a newer card"');
    // How to undo it or reach staff: a new owner link (which ends the old one once opened), or a reply.
    expect(notice?.text_body).toContain(`${ISSUER}/owner-link`);
    expect(notice?.text_body).toContain('reply to this message');
    // It names what changed, never the values: no contact data beyond what is needed.
    expect(notice?.text_body).not.toContain(NEW_NAME);
    expect(notice?.text_body).not.toContain('Riley');
  });

  it('tells of a replacement card, saying it cannot be undone', async () => {
    const dog = await active('Replaced');
    expect((await owner('POST', `/api/dogs/${dog.id}/replacement-card`, dog.ownerToken)).statusCode).toBe(200);
    const [notice] = await mail(dog.id);
    expect(notice?.to_address).toBe(OWNER.ownerEmail);
    expect(notice?.text_body).toContain('A replacement card was issued');
    expect(notice?.text_body).toContain('"Replaced by a newer card"');
    expect(notice?.text_body).toContain('cannot be made valid again');
  });

  it("tells of the service-type switch both ways, in the registration's language", async () => {
    const dog = await active('Privada', 'es');
    const set = (showServiceType: boolean) =>
      owner('PATCH', `/api/dogs/${dog.id}/privacy`, dog.ownerToken, { showServiceType });
    const shownAtFirst = dog.row.show_service_type === 1;
    expect((await set(!shownAtFirst)).statusCode).toBe(200);
    expect((await set(shownAtFirst)).statusCode).toBe(200);
    const told = await mail(dog.id);
    expect(told).toHaveLength(2);
    expect(told[0]?.subject).toBe(`Se cambió el registro ${dog.registryNumber}`);
    expect(told[0]?.html_body).toContain('<html lang="es">');
    expect(told[0]?.text_body).toContain(`${ISSUER}/owner-link?lang=es`);
    const said = told.map((row) => row.text_body).join('\n');
    expect(said).toContain('El tipo de servicio ya no se muestra');
    expect(said).toContain('El tipo de servicio ahora se muestra');
  });

  it('tells the confirmed address, not an unconfirmed one the owner link just set', async () => {
    const dog = await active('Hijacked');
    expect((await contact(dog, { ownerEmail: NEW_ADDRESS })).statusCode).toBe(200);
    expect((await contact(dog, { ownerEmail: NEW_ADDRESS, ownerName: NEW_NAME })).statusCode).toBe(200);
    expect((await owner('POST', `/api/dogs/${dog.id}/replacement-card`, dog.ownerToken)).statusCode).toBe(200);
    const told = await mail(dog.id);
    expect(told.map((row) => row.to_address)).toEqual([OWNER.ownerEmail, OWNER.ownerEmail]);
  });

  it('tells of a changed phone number or mailing address, without either value', async () => {
    const dog = await active('Rephoned');
    const phone = '(503) 555-0199';
    const address = '1 Other Street, Portland, OR 97201';
    expect((await contact(dog, { ownerPhone: phone, ownerAddress: address })).statusCode).toBe(200);
    const [notice] = await mail(dog.id);
    expect(notice?.text_body).toContain('The phone number was changed.');
    expect(notice?.text_body).toContain('The mailing address was changed.');
    // Nothing a business reads changed: no new card is announced.
    expect(notice?.text_body).not.toContain('Replaced by a newer card');
    for (const value of [phone, '555-0199', 'Other Street']) expect(notice?.text_body).not.toContain(value);
    expect(await verify(dog.id)).toMatchObject({ verdict: 'valid', claims: { r: 1 } });
  });

  it('sends nothing when nothing changed', async () => {
    const dog = await active('Unchanged');
    expect((await contact(dog, {})).statusCode).toBe(200);
    const shown = dog.row.show_service_type === 1;
    expect(
      (await owner('PATCH', `/api/dogs/${dog.id}/privacy`, dog.ownerToken, { showServiceType: shown })).statusCode,
    ).toBe(200);
    expect(await mail(dog.id)).toEqual([]);
  });

  it('tells the handler when staff make the change for them, saying staff did', async () => {
    const dog = await active('Staffed');
    const cookie = await staffSessionCookie(t.context);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/contact`,
      headers: { cookie },
      payload: { ...OWNER, ownerName: NEW_NAME },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await mail(dog.id);
    expect(notice?.to_address).toBe(OWNER.ownerEmail);
    expect(notice?.text_body).toContain("The registry's staff made this change");
    expect(notice?.text_body).not.toContain('Someone with the owner link');
  });

  it("tells the handler when staff correct what the card shows on the dashboard, and not of a status change's edit", async () => {
    const dog = await active('Corrected');
    const cookie = await staffSessionCookie(t.context);
    const edit = async (changes: Partial<RegistrationEdit>) => {
      const row = (await findRegistrationById(t.context.database.db, dog.id))!;
      const details = Object.fromEntries(
        Object.entries(REGISTRATION_DETAIL_COLUMNS).map(([field, column]) => [field, row[column] ?? undefined]),
      );
      return t.app.inject({
        method: 'PATCH',
        url: `/api/admin/dogs/${dog.id}`,
        headers: { cookie, origin: ISSUER },
        payload: { ...details, status: row.status, version: row.version, ...changes },
      });
    };
    const printed = (await credentialOf(t.context, dog.id, ISSUER))!;
    expect((await edit({ dogName: 'Corrected Name' })).statusCode).toBe(200);
    expect(await verifyServed(t.app, ISSUER, printed)).toMatchObject({ verdict: 'superseded' });
    const [notice, ...more] = await mail(dog.id);
    expect(more).toEqual([]);
    expect(notice?.to_address).toBe(OWNER.ownerEmail);
    expect(notice?.text_body).toContain("The registry's staff made this change");
    expect(notice?.text_body).toContain("such as the dog's name, breed or photo) were corrected.");
    expect(notice?.text_body).toContain('"Replaced by a newer card"');
    expect(notice?.text_body).not.toContain('Corrected Name');
    // A suspension is told by the status notice alone.
    const suspended = await edit({ status: 'suspended', statusReason: 'Staff recorded a reason.' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await mail(dog.id)).toHaveLength(1);
  });

  it('tells the confirmed address of a renewal, and that the card printed before is replaced', async () => {
    const dog = await active('Renewed');
    await changeRecord(t.context, dog.id, { paid_through: new Date(Date.now() + 30 * DAY).toISOString() });
    const printed = (await credentialOf(t.context, dog.id, ISSUER))!;
    expect((await contact(dog, { ownerEmail: NEW_ADDRESS })).statusCode).toBe(200);
    await addPaymentCodes(t.context, ['NOTICE-RENEW']);
    const renewed = await owner('POST', `/api/dogs/${dog.id}/renewal`, dog.ownerToken, {
      paymentCode: 'NOTICE-RENEW',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await verifyServed(t.app, ISSUER, printed)).toMatchObject({ verdict: 'superseded' });
    const [notice] = await mail(dog.id, 'registration.renewed');
    expect(notice?.to_address).toBe(OWNER.ownerEmail);
    expect(notice?.text_body).toContain('"Replaced by a newer card"');
    expect(notice?.text_body).not.toContain('stays valid');
    expect(notice?.text_body).toContain(`${ISSUER}/owner-link`);
  });
});
