/**
 * A contact email changed with the owner link (security finding): the address before it is told and
 * may undo the change for 14 days, and new owner links go only to a confirmed address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { OWNER } from '../../../support/registration-forms';
import { staffSessionCookie } from '../test/staff-session';
import { english } from '../test/english';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { answerOwnerLinkRequests } from './owner-link-service';

const ISSUER = 'https://registry.example.org';
const NEW = 'new.address@example.net';

describe.each(testDialects)('a contact email changed with the owner link on %s', (dialect) => {
  let t: TestApp;
  const register = (dogName: string, language: 'en' | 'es' = 'en') =>
    makeRegistration(t.context, { dogName, language });
  const setEmail = (dog: { id: string; ownerToken: string }, ownerEmail: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/contact?key=${encodeURIComponent(dog.ownerToken)}`,
      payload: { ...OWNER, ownerEmail },
    });
  const mail = (dogId: string, kind: string) =>
    t.context.database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body'])
      .where('dog_id', '=', dogId)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
  const tokenIn = (text: string | undefined, action: 'undo' | 'confirm') =>
    new RegExp(`${ISSUER}/email-change/${action}(?:\\?lang=es)?#([\\w-]+)`).exec(text ?? '')?.[1] ?? '';
  const follow = (action: 'undo' | 'confirm', token: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/email-change/${action}`,
      headers: { 'accept-language': language },
      payload: { token },
    });
  /** The owner link's key in the undo's message to the restored address. */
  const restoredLink = async (dogId: string) => {
    const told = await mail(dogId, 'owner_email.restored');
    const body = told.find((row) => row.to_address === OWNER.ownerEmail)?.text_body ?? '';
    return decodeURIComponent(/\?key=([\w%-]+)/.exec(body)?.[1] ?? '');
  };
  const ownerEmail = async (id: string) => (await findRegistrationById(t.context.database.db, id))?.owner_email;
  /** Asks for a new owner link with `typed`, answers the queue, and says where the link went. */
  const recoverWith = async (dog: { id: string; registryNumber: string }, typed: string) => {
    const before = (await mail(dog.id, 'owner_link.sent')).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/owner-link',
      payload: { registryNumber: dog.registryNumber, email: typed },
    });
    await answerOwnerLinkRequests(t.context.database, {
      registry: t.context.config,
      registryPrefix: t.context.config.registryPrefix,
    });
    return (await mail(dog.id, 'owner_link.sent')).slice(before).map((row) => row.to_address);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
  });
  afterAll(() => t.close());

  it('tells the address before, with an undo link and no dog name in the subject, and asks the new one to confirm', async () => {
    const dog = await register('Https://phish.example');
    const saved = await setEmail(dog, NEW);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ owner: { email: NEW }, emailConfirmationSent: true });
    const [told] = await mail(dog.id, 'owner_email.changed');
    expect(told?.to_address).toBe(OWNER.ownerEmail);
    expect(told?.subject).toBe(`The contact email of registration ${dog.registryNumber} was changed`);
    expect(tokenIn(told?.text_body, 'undo')).not.toBe('');
    expect(told?.html_body).toContain(`${ISSUER}/email-change/undo#`);
    // Neither address is shown: the one before may no longer be the handler's.
    expect(told?.text_body).not.toContain(NEW);
    const [confirm] = await mail(dog.id, 'owner_email.confirm');
    expect(confirm?.to_address).toBe(NEW);
    expect(confirm?.subject).not.toMatch(/phish/i);
    expect(tokenIn(confirm?.text_body, 'confirm')).not.toBe('');
    // The tokens are stored only as hashes.
    const stored = await t.context.database.db.selectFrom('owner_email_changes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(tokenIn(told?.text_body, 'undo'));
  });

  it("writes in the registration's language", async () => {
    const dog = await register('Lengua', 'es');
    await setEmail(dog, NEW);
    const [told] = await mail(dog.id, 'owner_email.changed');
    expect(told?.subject).toBe(`Se cambió el correo de contacto del registro ${dog.registryNumber}`);
    expect(told?.html_body).toContain('<html lang="es">');
    const [confirm] = await mail(dog.id, 'owner_email.confirm');
    expect(confirm?.subject).toBe(`Confirme su correo electrónico para el registro ${dog.registryNumber}`);
    // Each link opens the site in Spanish, its token still after the `#`, and still works.
    for (const [row, action] of [
      [told, 'undo'],
      [confirm, 'confirm'],
    ] as const) {
      for (const body of [row?.text_body, row?.html_body]) {
        expect(body).toContain(`${ISSUER}/email-change/${action}?lang=es#${tokenIn(body, action)}`);
      }
    }
    const confirmed = await follow('confirm', tokenIn(confirm?.text_body, 'confirm'), 'es');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('undoes the change once: the address before is back, both are told, and the log says who', async () => {
    const dog = await register('Undone');
    await setEmail(dog, NEW);
    const token = tokenIn((await mail(dog.id, 'owner_email.changed'))[0]?.text_body, 'undo');
    const undone = await follow('undo', token);
    expect(undone.statusCode, undone.body).toBe(200);
    // This registry sends no email (no SMTP_URL): the answer promises none.
    expect(undone.json()).toEqual({ message: english(MESSAGES.emailChangeUndoneByHand) });
    expect(await ownerEmail(dog.id)).toBe(OWNER.ownerEmail);
    const told = await mail(dog.id, 'owner_email.restored');
    expect(told.map((row) => row.to_address).sort()).toEqual([NEW, OWNER.ownerEmail].sort());
    for (const row of told)
      expect(row.subject).toBe(`The contact email change of registration ${dog.registryNumber} was undone`);
    const entry = await t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'actor_label'])
      .where('dog_id', '=', dog.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'registration.edited', actor_label: 'email change undo link' });
    const again = await follow('undo', token, 'es');
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/^Este enlace ya no funciona/);
  });

  it('refuses an undo link after its 14 days, or after staff changed the address', async () => {
    const late = await register('Late');
    await setEmail(late, NEW);
    const lateToken = tokenIn((await mail(late.id, 'owner_email.changed'))[0]?.text_body, 'undo');
    const undoUntil = (
      await t.context.database.db
        .selectFrom('owner_email_changes')
        .select('undo_until')
        .where('dog_id', '=', late.id)
        .executeTakeFirstOrThrow()
    ).undo_until;
    expect(Date.parse(undoUntil) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    await t.context.database.db
      .updateTable('owner_email_changes')
      .set({ undo_until: new Date(Date.now() - 1000).toISOString() })
      .where('dog_id', '=', late.id)
      .execute();
    expect((await follow('undo', lateToken)).statusCode).toBe(410);
    expect(await ownerEmail(late.id)).toBe(NEW);

    const staffed = await register('Staffed');
    await setEmail(staffed, NEW);
    const token = tokenIn((await mail(staffed.id, 'owner_email.changed'))[0]?.text_body, 'undo');
    const cookie = await staffSessionCookie(t.context);
    const byStaff = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${staffed.id}/contact`,
      headers: { cookie },
      payload: { ...OWNER, ownerEmail: 'staff.set@example.net' },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().emailConfirmationSent).toBe(false);
    // Staff acting for the handler are trusted with the address: no notice, no confirmation.
    expect(await mail(staffed.id, 'owner_email.changed')).toHaveLength(1);
    expect((await follow('undo', token)).statusCode).toBe(410);
    expect(await ownerEmail(staffed.id)).toBe('staff.set@example.net');
    expect(await recoverWith(staffed, 'staff.set@example.net')).toEqual(['staff.set@example.net']);
  });

  it('sends a new owner link only to a confirmed address: the one before, until the new one confirms itself', async () => {
    const dog = await register('Confirmed');
    await setEmail(dog, NEW);
    // Asked with either address, the link goes to the confirmed one.
    expect(await recoverWith(dog, NEW)).toEqual([OWNER.ownerEmail]);
    expect(await recoverWith(dog, OWNER.ownerEmail)).toEqual([OWNER.ownerEmail]);
    const token = tokenIn((await mail(dog.id, 'owner_email.confirm'))[0]?.text_body, 'confirm');
    const confirmed = await follow('confirm', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: english(MESSAGES.emailChangeConfirmedByHand) });
    expect((await follow('confirm', token)).statusCode).toBe(410);
    expect(await recoverWith(dog, NEW)).toEqual([NEW]);
    expect(await recoverWith(dog, OWNER.ownerEmail)).toEqual([]);
  });

  it('keeps the right to undo with the address before the first change while its 14 days run', async () => {
    const dog = await register('Again');
    await setEmail(dog, NEW);
    const first = await mail(dog.id, 'owner_email.changed');
    await follow('confirm', tokenIn((await mail(dog.id, 'owner_email.confirm'))[0]?.text_body, 'confirm'));
    // Confirmed and changed again at once: the address before the first change is told again.
    await setEmail(dog, 'third.address@example.net');
    const told = await mail(dog.id, 'owner_email.changed');
    expect(told.map((row) => row.to_address)).toEqual([OWNER.ownerEmail, OWNER.ownerEmail]);
    const confirms = await mail(dog.id, 'owner_email.confirm');
    expect(confirms.at(-1)?.to_address).toBe('third.address@example.net');
    // Until the third address confirms itself, new owner links go to the original one.
    expect(await recoverWith(dog, 'third.address@example.net')).toEqual([OWNER.ownerEmail]);
    // The earlier links stopped working; the newest undo link works.
    expect((await follow('undo', tokenIn(first[0]?.text_body, 'undo'))).statusCode).toBe(410);
    expect((await follow('confirm', tokenIn(confirms[0]?.text_body, 'confirm'))).statusCode).toBe(410);
    expect((await follow('undo', tokenIn(told[1]?.text_body, 'undo'))).statusCode).toBe(200);
    expect(await ownerEmail(dog.id)).toBe(OWNER.ownerEmail);
  });

  it('undone after the new address confirmed itself, a new owner link sent there can no longer take over', async () => {
    const dog = await register('Taken');
    await setEmail(dog, NEW);
    await follow('confirm', tokenIn((await mail(dog.id, 'owner_email.confirm'))[0]?.text_body, 'confirm'));
    expect(await recoverWith(dog, NEW)).toEqual([NEW]);
    const [sent] = await mail(dog.id, 'owner_link.sent');
    const waiting = decodeURIComponent(/\?key=([\w%-]+)/.exec(sent?.text_body ?? '')?.[1] ?? '');
    expect(waiting).not.toBe('');
    const token = tokenIn((await mail(dog.id, 'owner_email.changed'))[0]?.text_body, 'undo');
    expect((await follow('undo', token)).statusCode).toBe(200);
    const view = async (key: string) =>
      (await t.app.inject(`/api/dogs/${dog.id}?key=${encodeURIComponent(key)}`)).json().view as string;
    expect(await view(waiting)).not.toBe('full');
    // The owner link the change was made with ends too; the restored address has the new one.
    expect(await view(dog.ownerToken)).not.toBe('full');
    expect(await view(await restoredLink(dog.id))).toBe('full');
  });

  it('undone, the owner link the change was made with stops working and a new one goes to the restored address', async () => {
    const dog = await register('Stolen', 'es');
    await setEmail(dog, NEW);
    const token = tokenIn((await mail(dog.id, 'owner_email.changed'))[0]?.text_body, 'undo');
    expect((await follow('undo', token)).statusCode).toBe(200);
    const view = async (key: string) =>
      (await t.app.inject(`/api/dogs/${dog.id}?key=${encodeURIComponent(key)}`)).json().view as string;
    expect(await view(dog.ownerToken)).not.toBe('full');
    const told = await mail(dog.id, 'owner_email.restored');
    const restored = told.find((row) => row.to_address === OWNER.ownerEmail);
    expect(restored?.html_body).toContain('<html lang="es">');
    expect(restored?.text_body).toContain(`${ISSUER}/registry/${dog.id}?key=`);
    expect(await view(await restoredLink(dog.id))).toBe('full');
    // The address that was undone gets no link.
    expect(told.find((row) => row.to_address === NEW)?.text_body).not.toContain('?key=');
    // The new link is the current key at once: nothing waits for a stolen link to be opened.
    const stored = await findRegistrationById(t.context.database.db, dog.id);
    expect(stored?.pending_owner_token_hash).toBeNull();
  });

  it('asks nothing when the owner link sets the confirmed address back', async () => {
    const dog = await register('Back');
    await setEmail(dog, NEW);
    expect((await setEmail(dog, OWNER.ownerEmail.toUpperCase())).json().emailConfirmationSent).toBe(false);
    expect(await mail(dog.id, 'owner_email.changed')).toHaveLength(1);
    expect(await recoverWith(dog, OWNER.ownerEmail)).toEqual([OWNER.ownerEmail.toUpperCase()]);
  });
});
