/**
 * Registering into a programme (docs/decisions/041-programmes.md): with one programme nothing is asked;
 * with several, the form names the programme that trained the dog, the number is made with its prefix
 * from the counter the deployment shares, and it is paid with that programme's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS } from '#common/messages';
import { registrationFields } from '../../../support/registration-forms';
import { insertPaymentCodes } from '../payment-codes/payment-code-repository';
import { addTrainer } from '../test/fixtures-db';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { createProgramme } from './programme-service';

const TRAINER = 'PROG-0001';

describe.each(testDialects)('registering into a programme on %s', (dialect) => {
  let t: TestApp;
  let code = 0;

  /** A fresh unused code of the programme. */
  async function codeOf(programmeId: number): Promise<string> {
    code += 1;
    const value = `PAY-${programmeId}-${code}`;
    await insertPaymentCodes(t.context.database.db, [value], { note: null, at: new Date().toISOString(), programmeId });
    return value;
  }
  const register = (fields: Record<string, string>) =>
    submitRegistration(t.app, { fields: registrationFields({ trainerLicenseNumber: TRAINER, ...fields }) });
  const programmes = async () =>
    (await t.app.inject('/api/programmes')).json<{ programmes: { slug: string; name: { en: string } }[] }>().programmes;
  const count = async () =>
    Number(
      (
        await t.context.database.db
          .selectFrom('service_dogs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { REGISTRY_NAME: 'Valley Registry', REGISTRY_PREFIX: 'VR-' });
    await addTrainer(t.context, TRAINER);
  });
  afterAll(() => t.close());

  it('asks nothing while the registry holds one programme', async () => {
    expect(await programmes()).toEqual([
      expect.objectContaining({ slug: 'default', name: { en: 'Valley Registry', es: 'Valley Registry' } }),
    ]);
    const answer = await register({ paymentCode: await codeOf(1) });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ registryNumber: string }>().registryNumber).toMatch(/^VR-/);
  });

  it('with several, registers into the one the form names, with its prefix and its own code', async () => {
    const north = await createProgramme(t.context.database, t.context.config, {
      slug: 'north',
      name: 'North Service Dogs',
      nameEs: 'Perros de Servicio del Norte',
      prefix: 'NSD-',
      contactEmail: 'help@north.example',
    });
    expect((await programmes()).map((programme) => programme.slug)).toEqual(['default', 'north']);
    const before = await count();

    const unnamed = await register({ paymentCode: await codeOf(north.id) });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json<{ error: { fields: Record<string, string> } }>().error.fields.programme).toBe(
      MESSAGE_TEXTS.programmeRequired,
    );
    const unknown = await register({ programme: 'south', paymentCode: await codeOf(north.id) });
    expect(unknown.json<{ error: { fields: Record<string, string> } }>().error.fields.programme).toBe(
      MESSAGE_TEXTS.programmeUnknown,
    );
    // Paid with another programme's code: as an unknown code.
    const elsewhere = await register({ programme: 'north', paymentCode: await codeOf(1) });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<{ error: { reasons: Record<string, string> } }>().error.reasons.paymentCode).toBe(
      'CODE_NOT_FOUND',
    );
    expect(await count()).toBe(before);

    const made = await register({ programme: 'north', paymentCode: await codeOf(north.id) });
    expect(made.statusCode).toBe(201);
    const { id, registryNumber } = made.json<{ id: string; registryNumber: string }>();
    expect(registryNumber).toMatch(/^NSD-/);
    const row = await t.context.database.db
      .selectFrom('service_dogs')
      .select(['programme_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.programme_id).toBe(north.id);
    // Looked up by its number like any other.
    expect((await t.app.inject(`/api/lookup/${registryNumber}`)).statusCode).toBe(200);
    // Its receipt carries the programme's name and contacts, in the handler's language.
    const receiptOf = async (dogId: string) =>
      (
        await t.context.database.db
          .selectFrom('outbox')
          .select('text_body')
          .where('dog_id', '=', dogId)
          .executeTakeFirstOrThrow()
      ).text_body ?? '';
    const receipt = await receiptOf(id);
    expect(receipt).toContain('North Service Dogs');
    expect(receipt).toContain('help@north.example');
    expect(receipt).not.toContain('Valley Registry');
    const spanish = await register({ programme: 'north', language: 'es', paymentCode: await codeOf(north.id) });
    expect(await receiptOf(spanish.json<{ id: string }>().id)).toContain('Perros de Servicio del Norte');
    // The default programme's registrations now name it too.
    const home = await register({ programme: 'default', paymentCode: await codeOf(1) });
    expect(home.json<{ registryNumber: string }>().registryNumber).toMatch(/^VR-/);
  });

  it('checks a payment code against the programme the form names', async () => {
    const verify = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/payment-codes/verify', payload })).json<{ valid: boolean }>();
    const northId = (
      await t.context.database.db
        .selectFrom('programmes')
        .select('id')
        .where('slug', '=', 'north')
        .executeTakeFirstOrThrow()
    ).id;
    const theirs = await codeOf(northId);
    expect(await verify({ code: theirs, programme: 'north' })).toEqual({ valid: true });
    expect((await verify({ code: theirs, programme: 'default' })).valid).toBe(false);
    expect(await verify({ code: theirs })).toEqual({ valid: false, message: MESSAGE_TEXTS.programmeRequired });
  });

  it('registers into a programme that charges no fee with no payment code at all, and still asks one of a programme that does (issue 52)', async () => {
    const free = await createProgramme(t.context.database, t.context.config, {
      slug: 'free',
      name: 'Free Guide Dogs',
      prefix: 'FGD-',
      feeCents: '0',
    });
    expect((await programmes()).find((programme) => programme.slug === 'free')).toMatchObject({ feeCents: 0 });
    const codesBefore = await t.context.database.db
      .selectFrom('payment_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('used_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const { paymentCode: _none, ...withoutCode } = registrationFields({ trainerLicenseNumber: TRAINER });
    const made = await submitRegistration(t.app, { fields: { ...withoutCode, programme: 'free' } });
    expect(made.statusCode, made.body).toBe(201);
    const row = await t.context.database.db
      .selectFrom('service_dogs')
      .select(['payment_code', 'programme_id'])
      .where('id', '=', made.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_code: null, programme_id: free.id });
    // No code was used up by it.
    const codesAfter = await t.context.database.db
      .selectFrom('payment_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('used_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(codesAfter.n)).toBe(Number(codesBefore.n));
    // A programme with a fee still needs its code: the form is refused, and nothing is stored.
    const before = await count();
    const unpaid = await submitRegistration(t.app, { fields: { ...withoutCode, programme: 'north' } });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json<{ error: { fields: Record<string, string> } }>().error.fields.paymentCode).toBe(
      MESSAGE_TEXTS.paymentCodeRequired,
    );
    expect(await count()).toBe(before);
  });
});
