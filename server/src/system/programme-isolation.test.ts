/**
 * Staff of one programme can neither see nor change anything of another's
 * (docs/decisions/042-programme-isolation.md). Every staff operation of the API document that names a
 * record, trainer, payment code or session, called by the default programme's staff on the other
 * programme's, answers exactly as it answers an unknown one and changes nothing; called by the other
 * programme's own staff, it does not (so the ids are the right ones). Every staff list, count and export
 * holds only the caller's programme's. Operations are read from the document, so a new one is covered
 * the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#common/constants';
import { ACTIONS, type ActionRule } from '../access/permissions';
import { createSession } from '../access/session-repository';
import { sha256 } from '../lib/tokens';
import { insertPaymentCodes } from '../payment-codes/payment-code-repository';
import { enqueueMessage } from '../email/outbox-repository';
import { createProgramme } from '../programmes/programme-service';
import { REGISTRATION_DETAIL_COLUMNS } from '../lifecycle/registration-columns';
import { addTrainer } from '../test/fixtures-db';
import { makeRegistration, type MadeRegistration } from '../test/registration-factory';
import { createStaff } from '../test/staff-session';
import { documentedOperations, type DocumentedOperation } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const ISSUER = 'https://registry.example.org';
const TRAINER = 'HOME-0001';

/** The path parameters that name one programme's thing. */
const NAMED = ['id', 'licenseNumber', 'code', 'handle', 'handOffId'] as const;
type Named = (typeof NAMED)[number];

/**
 * A valid body for each operation that has one, made from the other programme's record, so that the
 * answer is the operation's look-up and not the body's checks, for the unknown thing and for theirs alike.
 */
const BODIES: Record<string, (record: MadeRegistration, names: Record<Named, string>) => unknown> = {
  updateTrainer: (_, names) => ({
    licenseNumber: names.licenseNumber,
    name: 'Renamed',
    credentialId: 'CRED-X',
    status: 'suspended',
  }),
  updateDogContact: ({ row }) => ({
    ownerName: 'Someone Else',
    ownerAddress: row.owner_address,
    ownerPhone: row.owner_phone,
    ownerEmail: row.owner_email,
  }),
  updateDogPrivacy: () => ({ showServiceType: false }),
  updateDogTaskCategories: () => ({ taskCategories: ['guiding'] }),
  addTrainingLogEntry: () => ({ loggedOn: new Date().toISOString().slice(0, 10), hours: 1, skills: 'Heeling' }),
  logTeamTraining: () => ({ loggedOn: new Date().toISOString().slice(0, 10), hours: 1, skills: 'Heeling' }),
  inviteTrainer: () => ({ email: `invited.${Math.random().toString(36).slice(2)}@example.org` }),
  renewRegistration: (_, names) => ({ paymentCode: names.code }),
  updateDog: ({ row }) => ({
    ...Object.fromEntries(
      Object.entries(REGISTRATION_DETAIL_COLUMNS).map(([field, column]) => [field, row[column] ?? undefined]),
    ),
    dogName: 'Renamed',
    status: row.status,
    version: row.version,
  }),
  denyRegistration: () => ({ reason: 'Not trained by this programme.' }),
  // Multipart: the record is looked for before the upload is read, so no upload is needed to tell.
  replaceDogPhoto: () => undefined,
  addAccessTest: (_, names) => ({
    testedOn: new Date().toISOString().slice(0, 10),
    evaluatorLicense: names.licenseNumber,
    result: 'passed',
  }),
  recordTeamTest: (_, names) => ({
    testedOn: new Date().toISOString().slice(0, 10),
    evaluatorLicense: names.licenseNumber,
    result: 'passed',
  }),
};

/** Operations whose own staff get the unknown answer too, and why that proves nothing amiss. */
const SAME_FOR_THEIR_OWN: Record<string, string> = {
  getCertification: 'the record has no certification file, which is said as for a record that is not there',
};

describe.each(testDialects)("one programme's staff and another's things on %s", (dialect) => {
  let t: TestApp;
  let operations: { method: string; path: string; operation: DocumentedOperation }[];
  let north: { id: number; prefix: string };
  let homeStaff: string;
  let northStaff: string;
  let serial = 0;

  const cookieOf = async (adminId: string) =>
    `${SESSION_COOKIE}=${await createSession(t.context.database.db, { adminId, secondFactor: 'totp' })}`;

  /** A fresh set of the north programme's things: what one operation does never decides another's answer. */
  async function northThings() {
    serial += 1;
    const { db } = t.context.database;
    const license = `NORTH-${serial}`;
    await addTrainer(t.context, license, { programmeId: north.id });
    const record = await makeRegistration(t.context, {
      into: north,
      trainerLicenseNumber: license,
      status: 'active',
      dogName: `Northdog ${serial}`,
    });
    const code = `NORTHCODE-${serial}`;
    await insertPaymentCodes(db, [code], { note: 'north', at: new Date().toISOString(), programmeId: north.id });
    const token = await createSession(db, { adminId: northStaff, secondFactor: 'totp' });
    const { handle } = await db
      .selectFrom('sessions')
      .select('handle')
      .where('id', '=', sha256(token))
      .executeTakeFirstOrThrow();
    // An email of theirs the registry did not send, waiting for their staff to pass it on (decision 049).
    const handOffId = await enqueueMessage(db, {
      kind: 'owner_link.sent',
      to: record.row.owner_email,
      subject: `Owner link of ${record.registryNumber}`,
      text: 'https://registry.example.org/registry/x?key=y',
      html: '',
      dogId: record.id,
    });
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', handOffId).execute();
    return {
      record,
      names: { id: record.id, licenseNumber: license, code, handle, handOffId } satisfies Record<Named, string>,
    };
  }

  /** Everything of the north programme's a staff member could have changed, as stored. */
  async function snapshot(record: MadeRegistration, names: Record<Named, string>) {
    const { db } = t.context.database;
    return {
      record: await db.selectFrom('service_dogs').selectAll().where('id', '=', record.id).executeTakeFirst(),
      cards: await db.selectFrom('cards').selectAll().where('dog_id', '=', record.id).execute(),
      trainer: await db
        .selectFrom('trainers')
        .selectAll()
        .where('license_number', '=', names.licenseNumber)
        .executeTakeFirst(),
      code: await db.selectFrom('payment_codes').selectAll().where('code', '=', names.code).executeTakeFirst(),
      session: await db.selectFrom('sessions').select('id').where('handle', '=', names.handle).executeTakeFirst(),
      handOff: await db.selectFrom('outbox').selectAll().where('id', '=', names.handOffId).executeTakeFirst(),
    };
  }

  const call = async (method: string, url: string, cookie: string, body: unknown) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { origin: ISSUER, cookie },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: answer.statusCode, body: answer.body };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
    const programme = await createProgramme(t.context.database, t.context.config, {
      slug: 'north',
      name: 'North Service Dogs',
      prefix: 'NSD-',
    });
    north = { id: programme.id, prefix: 'NSD-' };
    homeStaff = await createStaff(t.context, 'home.staff@example.org');
    northStaff = await createStaff(t.context, 'north.staff@example.org', { programmeId: north.id });
    await addTrainer(t.context, TRAINER);
    operations = await documentedOperations(t.app);
  });
  afterAll(() => t.close());

  const staffOperations = () =>
    operations.filter(({ operation }) => {
      const rule: ActionRule = ACTIONS[operation['x-action']!];
      // An account action acts on the caller's own account (its factors), which no one else reaches.
      return rule.allows.includes('staff') && !rule.allows.includes('anyone') && rule.scope !== 'account';
    });
  const naming = (path: string) => NAMED.filter((name) => path.includes(`{${name}}`));

  it("answers every staff operation on another programme's record, trainer, code or session as on an unknown one, and changes nothing", async () => {
    const checked: string[] = [];
    const leaks: string[] = [];
    for (const { method, path, operation } of staffOperations()) {
      const names = naming(path);
      if (names.length === 0) continue;
      const { record, names: theirs } = await northThings();
      const urlFor = (value: (name: Named) => string) =>
        names.reduce((url, name) => url.replace(`{${name}}`, encodeURIComponent(value(name))), path);
      const makeBody = BODIES[operation.operationId];
      if (operation.requestBody && !makeBody) leaks.push(`${method} ${path}: no valid body to send`);
      const body = operation.requestBody ? makeBody?.(record, theirs) : undefined;
      const before = await snapshot(record, theirs);
      const home = await cookieOf(homeStaff);
      const unknown = await call(
        method,
        urlFor((name) => `UNKNOWN-${name}-${serial}`),
        home,
        body,
      );
      const elsewhere = await call(
        method,
        urlFor((name) => theirs[name]),
        home,
        body,
      );
      if (elsewhere.status !== unknown.status || elsewhere.body !== unknown.body)
        leaks.push(`${method} ${path}: ${elsewhere.status} ${elsewhere.body}, an unknown one: ${unknown.status}`);
      expect({ operation: operation.operationId, after: await snapshot(record, theirs) }).toEqual({
        operation: operation.operationId,
        after: before,
      });
      // Their own staff reach it: the names are the north programme's things, not unknown ones.
      const own = await call(
        method,
        urlFor((name) => theirs[name]),
        await cookieOf(northStaff),
        body,
      );
      if (own.status === unknown.status && own.body === unknown.body && !SAME_FOR_THEIR_OWN[operation.operationId])
        leaks.push(`${method} ${path}: the north programme's own staff got the unknown answer too`);
      checked.push(operation.operationId);
    }
    expect(leaks).toEqual([]);
    // Records (review, edit, photo, decide, delete, access tests, certification, card, visits, handler's
    // changes), a trainer, a payment code and a session: at least these are named by the document.
    expect(checked).toEqual(
      expect.arrayContaining([
        'updateTrainer',
        'voidPaymentCode',
        'endSession',
        'deleteDog',
        'approveRegistration',
        'getDogCredential',
      ]),
    );
    expect(checked.length).toBeGreaterThanOrEqual(18);
  });

  it("holds only the caller's programme's in every staff list, count and export", async () => {
    const { record, names } = await northThings();
    const home = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });
    const marks = (made: MadeRegistration, thing: typeof names | null) => [
      made.row.dog_name,
      made.registryNumber,
      ...(thing ? [thing.licenseNumber, thing.code, 'north.staff@example.org'] : []),
    ];
    const lists = staffOperations().filter(
      ({ method, path }) => method === 'GET' && naming(path).length === 0 && path.startsWith('/api/admin/'),
    );
    expect(lists.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['listDogs', 'exportRegistrations', 'listTrainers', 'listPaymentCodes', 'listActivity']),
    );
    // Generate a code and add a trainer as each programme, so the lists have each programme's own.
    for (const [staff, license] of [
      [homeStaff, 'HOME-ADDED'],
      [northStaff, 'NORTH-ADDED'],
    ] as const) {
      const cookie = await cookieOf(staff);
      await call('POST', '/api/admin/payment-codes', cookie, { count: 1, note: `codes of ${license}` });
      await call('POST', '/api/admin/trainers', cookie, {
        licenseNumber: license,
        name: `Trainer ${license}`,
        credentialId: `CRED-${license}`,
        status: 'active',
      });
    }
    const seen = async (staff: string) => {
      const cookie = await cookieOf(staff);
      const bodies = await Promise.all(
        lists.map(async ({ method, path }) => (await call(method, path, cookie, undefined)).body),
      );
      return bodies.join('\n');
    };
    const atHome = await seen(homeStaff);
    const inNorth = await seen(northStaff);
    for (const mark of [...marks(record, names), 'NORTH-ADDED', 'codes of NORTH-ADDED']) {
      expect({ mark, atHome: atHome.includes(mark) }).toEqual({ mark, atHome: false });
      expect({ mark, inNorth: inNorth.includes(mark) }).toEqual({ mark, inNorth: true });
    }
    for (const mark of [...marks(home, null), 'HOME-ADDED', 'codes of HOME-ADDED', TRAINER]) {
      expect({ mark, inNorth: inNorth.includes(mark) }).toEqual({ mark, inNorth: false });
      expect({ mark, atHome: atHome.includes(mark) }).toEqual({ mark, atHome: true });
    }

    // The dashboard's figures count each programme's records only.
    const { db } = t.context.database;
    for (const [staff, programmeId] of [
      [homeStaff, 1],
      [northStaff, north.id],
    ] as const) {
      const stats = JSON.parse((await call('GET', '/api/admin/stats', await cookieOf(staff), undefined)).body) as {
        counts: Record<string, number>;
      };
      const stored = await db
        .selectFrom('service_dogs')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('programme_id', '=', programmeId)
        .groupBy('status')
        .execute();
      const expected = Object.fromEntries(Object.keys(stats.counts).map((status) => [status, 0]));
      for (const row of stored) expected[row.status] = Number(row.n);
      expect({ programmeId, counts: stats.counts }).toEqual({ programmeId, counts: expected });
    }
  });

  it("takes a payment code for its own programme's registrations only, another's as an unknown code", async () => {
    const { db } = t.context.database;
    const at = new Date().toISOString();
    await insertPaymentCodes(db, ['NORTH-PAYS-1'], { note: 'north', at, programmeId: north.id });
    await insertPaymentCodes(db, ['HOME-PAYS-1'], { note: 'home', at, programmeId: 1 });
    const verify = async (code: string, programme = 'default') =>
      (
        await t.app.inject({ method: 'POST', url: '/api/payment-codes/verify', payload: { code, programme } })
      ).json<unknown>();
    expect(await verify('HOME-PAYS-1')).toEqual({ valid: true });
    expect(await verify('NORTH-PAYS-1')).toEqual(await verify('UNKNOWN-PAYS-1'));
    expect(await verify('NORTH-PAYS-1')).toMatchObject({ valid: false });
    expect(await verify('NORTH-PAYS-1', 'north')).toEqual({ valid: true });
    expect(await verify('HOME-PAYS-1', 'north')).toEqual(await verify('UNKNOWN-PAYS-1', 'north'));
  });

  it('refuses a record id the routes do not take before reading any record, for staff and owner links alike', async () => {
    // PostgreSQL cannot be asked for a text with a NUL: the id is refused as the route refuses it (400).
    for (const headers of [{ cookie: await cookieOf(homeStaff) }, {}]) {
      const answer = await t.app.inject({ url: '/api/dogs/%00/lookups?key=some-key', headers });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('INVALID_CHARACTER');
    }
  });

  it("leaves another programme's sample data when staff remove their own", async () => {
    const { db } = t.context.database;
    const at = new Date().toISOString();
    await insertPaymentCodes(db, ['NORTH-SAMPLE-1'], { note: 'sample', at, programmeId: north.id, isSample: true });
    const removed = await call('DELETE', '/api/admin/sample-data', await cookieOf(homeStaff), undefined);
    expect(removed.status).toBe(200);
    const left = await db.selectFrom('payment_codes').select('code').where('code', '=', 'NORTH-SAMPLE-1').execute();
    expect(left).toHaveLength(1);
  });

  it("numbers the other programme's records with its own prefix, from the counter the deployment shares", async () => {
    const home = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER });
    const { record } = await northThings();
    expect(record.row.programme_id).toBe(north.id);
    expect(record.registryNumber).toMatch(/^NSD-/);
    expect(record.row.registry_seq).toBe(home.row.registry_seq + 1);
  });
});
