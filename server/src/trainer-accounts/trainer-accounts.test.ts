/**
 * Trainer accounts (docs/decisions/046-trainer-accounts.md), through the API as the web app walks them:
 * staff invite a trainer of their directory by a link that works once; the trainer chooses a password,
 * enrols a second factor under the staff's rules, and then records tests and training for the
 * programme's teams, as their own listing, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '#common/access-test-checklist';
import { SESSION_COOKIE } from '#common/constants';
import { ACTIONS, type ActionRule } from '../access/permissions';
import { createProgramme } from '../programmes/programme-service';
import { totpCode } from '../staff-accounts/second-factor/totp';
import { DEFAULT_PROGRAMME_ID } from '../db/schema';
import { deleteSampleTrainers } from '../trainers/trainer-repository';
import { documentedOperations } from '../test/documented-operations';
import { addTrainer } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { staffSessionCookie } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { checkInvitation, INVITATION_TTL_MS } from './invitation-service';

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

const ORIGIN = 'http://localhost';
const TRAINER = 'TEAM-0001';
const PASSWORD = 'a long trainer password';
const today = () => new Date().toISOString().slice(0, 10);
const ALL_PASSED = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item.id, true]));

describe.each(testDialects)('trainer accounts on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ORIGIN}/` });
    await addTrainer(t.context, TRAINER);
    staff = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  const cookieOf = (res: Reply, previous = '') => {
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    return cookie ? `${SESSION_COOKIE}=${cookie.value}` : previous;
  };
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, body: unknown = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie, origin: ORIGIN } });
  const invite = (license: string, email: string, cookie = staff) =>
    send('POST', `/api/admin/trainers/${license}/invitation`, cookie, { email });
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
  const outboxTo = (email: string) =>
    t.context.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();

  /** A trainer invited, their account made and its authenticator app enrolled: the trusted session's cookie. */
  async function trainerAccount(license: string, email: string): Promise<string> {
    const invited = await invite(license, email);
    expect(invited.statusCode).toBe(201);
    const accepted = await send('POST', '/api/auth/invitation', '', {
      token: tokenOf(invited.json().link),
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = cookieOf(accepted);
    const start = await send('POST', '/api/auth/factors/totp/start', cookie);
    const done = await send('POST', '/api/auth/factors/totp', cookie, {
      code: await totpCode(start.json().secret),
      label: 'Phone',
    });
    expect(done.statusCode).toBe(200);
    return cookieOf(done, cookie);
  }

  it('invites by a link that is emailed, works once, and signs the trainer in to enrol a second factor', async () => {
    const invited = await invite(TRAINER, 'Trainer.One@example.org');
    expect(invited.statusCode).toBe(201);
    const answer = invited.json();
    // No SMTP_URL in the tests: the answer says the link did not leave, so staff pass it on by hand.
    expect(answer).toMatchObject({ email: 'trainer.one@example.org', emailed: false });
    expect(answer.link).toMatch(/^http:\/\/localhost\/admin\/invitation\/[\w-]{43}$/);
    const [email] = await outboxTo('trainer.one@example.org');
    expect(email!.text_body).toContain(answer.link);
    expect(email!.subject).toContain('Your trainer account');

    const token = tokenOf(answer.link);
    expect((await get(`/api/auth/invitation/${token}`, '')).json()).toEqual({
      valid: true,
      email: 'trainer.one@example.org',
      trainerName: `Trainer ${TRAINER}`,
      programme: expect.any(String),
    });
    // A bad password is refused and the link still works.
    const short = await send('POST', '/api/auth/invitation', '', { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect((await get(`/api/auth/invitation/${token}`, '')).json().valid).toBe(true);

    const accepted = await send('POST', '/api/auth/invitation', '', { token, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      admin: null,
      secondFactor: { email: 'trainer.one@example.org', factors: [], recoveryCodes: false },
    });
    const cookie = cookieOf(accepted);
    // The password alone opens nothing: the second factor first, as for staff.
    const before = await get('/api/admin/teams?number=SDR-1', cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('MFA_REQUIRED');

    const again = await send('POST', '/api/auth/invitation', '', { token, password: PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('INVITATION_INVALID');
    expect((await get(`/api/auth/invitation/${token}`, '')).json()).toEqual({ valid: false });

    const secret = (await send('POST', '/api/auth/factors/totp/start', cookie)).json().secret;
    const done = await send('POST', '/api/auth/factors/totp', cookie, { code: await totpCode(secret), label: 'Phone' });
    expect(done.json().session.admin).toEqual({
      id: expect.any(String),
      email: 'trainer.one@example.org',
      role: 'trainer',
      trainer: { licenseNumber: TRAINER, name: `Trainer ${TRAINER}` },
    });
    // Signing in again takes the password and the app's code, like any staff account.
    const login = await send('POST', '/api/auth/login', '', { email: 'trainer.one@example.org', password: PASSWORD });
    expect(login.json().secondFactor.factors).toEqual(['totp']);
  });

  it('refuses an invitation for a suspended trainer, an address that has an account, and an expired link', async () => {
    await addTrainer(t.context, 'TEAM-SUSP', { status: 'suspended' });
    const suspended = await invite('TEAM-SUSP', 'suspended@example.org');
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().error.code).toBe('TRAINER_NOT_ACTIVE');
    const taken = await invite(TRAINER, 'staff@example.org');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('ACCOUNT_EXISTS');
    const unknown = await invite('NOBODY-1', 'nobody@example.org');
    expect(unknown.statusCode).toBe(404);
    expect(await outboxTo('suspended@example.org')).toEqual([]);

    await addTrainer(t.context, 'TEAM-LATE');
    const token = tokenOf((await invite('TEAM-LATE', 'late@example.org')).json().link);
    const later = new Date(Date.now() + INVITATION_TTL_MS + 60_000);
    expect(await checkInvitation(t.context.database.db, t.context.config, token, later)).toEqual({ valid: false });
    // A newer invitation replaces the older one.
    const newer = tokenOf((await invite('TEAM-LATE', 'late@example.org')).json().link);
    expect((await get(`/api/auth/invitation/${token}`, '')).json().valid).toBe(false);
    expect((await get(`/api/auth/invitation/${newer}`, '')).json().valid).toBe(true);
  });

  it("records a checklist test and training for the programme's teams, as the trainer's own listing, and shows no contacts", async () => {
    await addTrainer(t.context, 'TEAM-0002');
    const cookie = await trainerAccount('TEAM-0002', 'trainer.two@example.org');
    const team = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });

    const found = await get(`/api/admin/teams?number=${encodeURIComponent(team.registryNumber.toLowerCase())}`, cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: team.id, registryNumber: team.registryNumber, status: 'active' });
    for (const contact of [team.row.owner_email, team.row.owner_phone, team.row.owner_address, team.row.owner_name])
      expect(found.body).not.toContain(contact);

    const test = {
      testedOn: today(),
      result: 'passed',
      placeKind: 'shop',
      items: ALL_PASSED,
      notes: 'Calm throughout.',
    };
    const someoneElses = await send('POST', `/api/admin/teams/${team.id}/access-tests`, cookie, {
      ...test,
      evaluatorLicense: TRAINER,
    });
    expect(someoneElses.statusCode).toBe(422);
    expect(someoneElses.json().error.fields.evaluatorLicense).toMatch(/conducted themselves/);
    const none = await t.context.database.db
      .selectFrom('access_tests')
      .select('id')
      .where('dog_id', '=', team.id)
      .execute();
    expect(none).toEqual([]);

    const recorded = await send('POST', `/api/admin/teams/${team.id}/access-tests`, cookie, {
      ...test,
      evaluatorLicense: 'team-0002',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().accessTests[0]).toMatchObject({
      evaluatorLicense: 'TEAM-0002',
      result: 'passed',
      recordedBy: 'trainer.two@example.org',
      placeKind: 'shop',
    });
    const logged = await send('POST', `/api/admin/teams/${team.id}/training-log`, cookie, {
      loggedOn: today(),
      hours: 1.5,
      skills: 'Settle under a table',
    });
    expect(logged.statusCode).toBe(200);
    expect(logged.json().trainingLog[0]).toMatchObject({ hours: 1.5, recordedBy: 'trainer.two@example.org' });
    // The handler's training attestation names the trainer's listing, as for a test staff recorded.
    const attestation = await get(`/api/dogs/${team.id}/training-attestation.json?key=${team.ownerToken}`, '');
    expect(attestation.statusCode).toBe(200);
    expect(attestation.body).toContain('TEAM-0002');
  });

  it('finds no team of another programme, and answers it as a number no team has', async () => {
    await addTrainer(t.context, 'TEAM-0003');
    const cookie = await trainerAccount('TEAM-0003', 'trainer.three@example.org');
    const programme = await createProgramme(t.context.database, t.context.config, {
      slug: 'elsewhere',
      name: 'Elsewhere Dogs',
      prefix: 'ELS-',
    });
    await addTrainer(t.context, 'ELS-T1', { programmeId: programme.id });
    const theirs = await makeRegistration(t.context, {
      into: { id: programme.id, prefix: 'ELS-' },
      trainerLicenseNumber: 'ELS-T1',
      status: 'active',
    });
    const elsewhere = await get(`/api/admin/teams?number=${theirs.registryNumber}`, cookie);
    const unknown = await get('/api/admin/teams?number=ELS-999999', cookie);
    expect(elsewhere.statusCode).toBe(404);
    expect({ status: elsewhere.statusCode, body: elsewhere.body }).toEqual({
      status: unknown.statusCode,
      body: unknown.body,
    });
    const test = { testedOn: today(), evaluatorLicense: 'TEAM-0003', result: 'passed', items: ALL_PASSED };
    const recorded = await send('POST', `/api/admin/teams/${theirs.id}/access-tests`, cookie, test);
    expect(recorded.statusCode).toBe(404);
  });

  it('refuses a trainer every operation that is for staff only, and changes nothing', async () => {
    await addTrainer(t.context, 'TEAM-0004');
    const cookie = await trainerAccount('TEAM-0004', 'trainer.four@example.org');
    const record = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });
    const before = await t.context.database.db
      .selectFrom('service_dogs')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirst();
    const refusedCodes = new Set<string>();
    const checked: string[] = [];
    for (const { method, path, operation } of await documentedOperations(t.app)) {
      const rule: ActionRule = ACTIONS[operation['x-action']!];
      const open = (['anyone', 'trainer', 'signingIn'] as const).some((who) => rule.allows.includes(who));
      if (open) continue;
      const url = path
        .replace('{id}', record.id)
        .replace('{licenseNumber}', TRAINER)
        .replace(/\{\w+\}/g, 'x');
      const answer = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        ...(method === 'get' || method === 'delete' ? {} : { payload: '{}' }),
      });
      expect({ operation: operation.operationId, status: answer.statusCode }).toEqual({
        operation: operation.operationId,
        status: rule.allows.includes('metricsToken') ? 401 : 403,
      });
      if (answer.statusCode === 403) refusedCodes.add(answer.json().error.code);
      checked.push(operation.operationId);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['listDogs', 'updateDog', 'deleteDog', 'inviteTrainer', 'createTrainer']),
    );
    expect(refusedCodes).toEqual(new Set(['STAFF_ONLY', 'OWNER_LINK_REQUIRED']));
    const after = await t.context.database.db
      .selectFrom('service_dogs')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirst();
    expect(after).toEqual(before);
    // The trainer's own sign-in stays theirs to manage: its factors and password.
    expect((await get('/api/auth/factors', cookie)).statusCode).toBe(200);
  });

  it('ends with the listing: removing the sample trainer removes the account, and a suspended listing records nothing', async () => {
    await addTrainer(t.context, 'TEAM-0005');
    const cookie = await trainerAccount('TEAM-0005', 'trainer.five@example.org');
    const team = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });
    await t.context.database.db
      .updateTable('trainers')
      .set({ status: 'suspended' })
      .where('license_number', '=', 'TEAM-0005')
      .execute();
    const refused = await send('POST', `/api/admin/teams/${team.id}/access-tests`, cookie, {
      testedOn: today(),
      evaluatorLicense: 'TEAM-0005',
      result: 'passed',
      items: ALL_PASSED,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.evaluatorLicense).toBeDefined();

    const { db } = t.context.database;
    await db.updateTable('trainers').set({ is_sample: 1 }).where('license_number', '=', 'TEAM-0005').execute();
    await deleteSampleTrainers(db, DEFAULT_PROGRAMME_ID);
    expect(
      await db.selectFrom('admins').select('id').where('email', '=', 'trainer.five@example.org').execute(),
    ).toEqual([]);
    expect((await get('/api/auth/me', cookie)).json()).toEqual({ admin: null, secondFactor: null });
  });
});
