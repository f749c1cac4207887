/**
 * What new code writes into a programme (docs/decisions/041-programmes.md): a registration into the
 * default programme, a trainer or payment code into the programme of the staff member who made it; the
 * first account is the deployment's operator; REGISTRY_PREFIX is no other programme's; only a programme
 * that holds nothing is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { DEFAULT_PROGRAMME_ID } from '../db/schema';
import { prepareDatabase } from '../startup';
import { hashPassword } from '../staff-accounts/password';
import { upsertStaff } from '../staff-accounts/staff-repository';
import { dataFingerprint } from '../test/db-fingerprint';
import { addPaymentCodes } from '../test/fixtures-db';
import { registrationFields } from '../../../support/registration-forms';
import { staffSessionCookie } from '../test/staff-session';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import {
  createProgramme,
  deleteProgramme,
  listProgrammes,
  programmeProfile,
  ProgrammeRefused,
} from './programme-service';
import { findDefaultProgramme, findProgrammeBySlug } from './programme-repository';

describe.each(testDialects)('programmes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { REGISTRY_NAME: 'Valley Registry', REGISTRY_PREFIX: 'VR-' });
  });
  afterAll(() => t.close());

  it('shows the default programme as the settings say, and the first account is the operator', async () => {
    const { db } = t.context.database;
    expect(programmeProfile(await findDefaultProgramme(db), t.context.config)).toMatchObject({
      slug: 'default',
      isDefault: true,
      name: { en: 'Valley Registry', es: 'Valley Registry' },
      prefix: 'VR-',
      contactEmail: t.context.config.contactEmail,
      feeCents: t.context.config.feeCents,
      tagline: t.context.config.tagline,
      hours: t.context.config.contactHours,
    });
    const hash = await hashPassword('correct horse battery staple');
    await upsertStaff(db, 'first@example.org', hash);
    await upsertStaff(db, 'second@example.org', hash);
    expect(
      await db.selectFrom('admins').select(['email', 'is_operator', 'programme_id']).orderBy('email').execute(),
    ).toEqual([
      { email: 'first@example.org', is_operator: 1, programme_id: DEFAULT_PROGRAMME_ID },
      { email: 'second@example.org', is_operator: 0, programme_id: DEFAULT_PROGRAMME_ID },
    ]);
  });

  it("puts a registration in the default programme, and staff's trainers and codes in their own programme", async () => {
    const { db } = t.context.database;
    const hills = await createProgramme(t.context.database, t.context.config, {
      slug: 'hills',
      name: 'Hills Service Dogs',
      prefix: 'HSD-',
    });
    await upsertStaff(db, 'hills@example.org', await hashPassword('correct horse battery staple'), {
      programmeId: hills.id,
    });
    for (const [email, license] of [
      ['hills@example.org', 'HILLS-1'],
      ['second@example.org', 'DEFAULT-1'],
    ] as const) {
      const cookie = await staffSessionCookie(t.context, email);
      const trainer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/trainers',
        headers: { cookie },
        payload: { licenseNumber: license, name: 'A Trainer', credentialId: 'C', status: 'active' },
      });
      expect(trainer.statusCode, trainer.body).toBe(201);
      const codes = await t.app.inject({
        method: 'POST',
        url: '/api/admin/payment-codes',
        headers: { cookie },
        payload: { count: 2, note: email },
      });
      expect(codes.statusCode, codes.body).toBe(201);
    }
    const trainers = await db.selectFrom('trainers').select(['license_number', 'programme_id']).execute();
    expect(trainers).toEqual(
      expect.arrayContaining([
        { license_number: 'HILLS-1', programme_id: hills.id },
        { license_number: 'DEFAULT-1', programme_id: DEFAULT_PROGRAMME_ID },
      ]),
    );
    const codes = await db
      .selectFrom('payment_codes')
      .select(['note', 'programme_id'])
      .where('note', 'like', '%@%')
      .execute();
    expect(codes.filter((c) => c.note === 'hills@example.org').map((c) => c.programme_id)).toEqual([
      hills.id,
      hills.id,
    ]);
    expect(codes.filter((c) => c.note === 'second@example.org').map((c) => c.programme_id)).toEqual([1, 1]);

    await addPaymentCodes(t.context, ['PROG-REG-1']);
    // With two programmes the form names the one that trained the dog (programme-registration.test.ts).
    const registered = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: 'PROG-REG-1', programme: 'default' }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { id, registryNumber } = registered.json<{ id: string; registryNumber: string }>();
    expect(registryNumber).toMatch(/^VR-\d{4}$/);
    const row = await db
      .selectFrom('service_dogs')
      .select('programme_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.programme_id).toBe(DEFAULT_PROGRAMME_ID);

    const listed = await listProgrammes(db, t.context.config);
    expect(listed.map((p) => [p.slug, p.prefix, p.registrations, p.trainers, p.staff])).toEqual([
      ['default', 'VR-', 1, expect.any(Number), 2],
      ['hills', 'HSD-', 0, 1, 1],
    ]);
  });

  it("refuses to start when REGISTRY_PREFIX is another programme's prefix", async () => {
    await expect(prepareDatabase({ ...t.context.config, registryPrefix: 'HSD' }, t.context.database)).rejects.toThrow(
      /^REGISTRY_PREFIX: The prefix HSD is already programme hills's \(HSD-\)\..*Change REGISTRY_PREFIX/,
    );
    await expect(prepareDatabase(t.context.config, t.context.database)).resolves.toBeDefined();
  });

  it('deletes a programme that holds nothing, and refuses the default, an unknown one and one that holds something', async () => {
    const { database, config } = t.context;
    const { db } = database;
    const hills = (await findProgrammeBySlug(db, 'hills'))!;
    // Beside its trainer, two codes and staff account, hills gets the registration made above.
    await db.updateTable('service_dogs').set({ programme_id: hills.id }).execute();
    const refusal = async (slug: string, message: string) => {
      const before = await dataFingerprint(t.context);
      const refused = deleteProgramme(database, config, slug);
      await expect(refused).rejects.toThrow(ProgrammeRefused);
      await expect(refused).rejects.toThrow(message);
      expect(await dataFingerprint(t.context)).toBe(before);
    };
    await refusal(
      'hills',
      'hills still holds 1 registration, 1 trainer, 2 payment codes and 1 staff account: move or delete them first.',
    );
    await refusal('default', "The default programme holds the deployment's settings and cannot be deleted.");
    await refusal('nowhere', 'No programme has the slug nowhere.');
    if (dialect === 'postgres')
      // The second wall: a delete that got past the check still could not orphan hills's rows.
      await expect(db.deleteFrom('programmes').where('id', '=', hills.id).execute()).rejects.toThrow(/foreign key/);

    await createProgramme(database, config, { slug: 'empty', name: 'Empty Programme', prefix: 'EMP-' });
    expect(await deleteProgramme(database, config, 'empty')).toMatchObject({ slug: 'empty', prefix: 'EMP-' });
    expect((await listProgrammes(db, config)).map((p) => p.slug)).toEqual(['default', 'hills']);
  });

  it("leaves a deleted programme's activity entries, which no later programme inherits", async () => {
    const { database, config } = t.context;
    const { db } = database;
    const quiet = await createProgramme(database, config, { slug: 'quiet', name: 'Quiet', prefix: 'QT-' });
    await db
      .insertInto('activity_log')
      .values({
        at: new Date().toISOString(),
        actor_label: 'operator',
        action: ACTIVITY_ACTIONS.trainerCreated,
        programme_id: quiet.id,
      })
      .execute();
    const entries = () => db.selectFrom('activity_log').selectAll().where('programme_id', '=', quiet.id).execute();
    const logged = await entries();
    await deleteProgramme(database, config, 'quiet');
    expect(await findProgrammeBySlug(db, 'quiet')).toBeNull();
    expect(await entries()).toEqual(logged);
    const later = await createProgramme(database, config, { slug: 'later', name: 'Later', prefix: 'LT-' });
    expect(later.id).toBeGreaterThan(quiet.id);
  });
});
