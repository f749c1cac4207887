/**
 * The invariant of a registration's life, proven by random sequences (fast-check commands) on both
 * databases with a clock the test moves: after every step, among every card ever printed, the ones the
 * verify page's own code (common/credential.ts, against the key set and status lists served now) calls
 * Valid are exactly the latest card of each active, unexpired registration, and every other card gets
 * the verdict its story calls for: replaced, suspended, revoked, expired, or not issued (signed by a key
 * marked compromised, which also re-issues the cards in force it may have signed).
 *
 * The model restates the rules independently of server/src/lifecycle/: what a status does to a card,
 * when a card changes (anything it shows: names, breed, photo, disclosure, dates), how long a
 * registration is valid. Every step goes through the HTTP routes staff and handlers use, except the
 * key commands, which are the admin CLI's functions.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '#common/constants';
import type { Verdict } from '#common/credential';
import { staffSessionCookie } from '../test/staff-session';
import { servedTrust } from '../test/card-checks';
import { multipartForm, registrationFields } from '../../../support/registration-forms';
import { addPaymentCodes, addTrainer } from '../test/fixtures-db';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { currentCredential } from '../credentials/credential-service';
import { openCardCode } from '#common/card-code';
import { reissueCardsOfKey } from '../credentials/compromised-key-service';
import { readSigningKeyFile } from '../credentials/signing-key-file';
import { retireSigningKey, rotateSigningKeys, signingKeyFile } from '../credentials/signing-keys';
import { verifyCardCredential } from '#common/credential';

const ISSUER = 'https://registry.example.org';
const DAY = 86_400_000;
const YEARS = 2;
const STATUSES = REGISTRATION_STATUSES;
const KEEPS_CARD: RegistrationStatus[] = ['active', 'suspended'];

// ---- The model -------------------------------------------------------------------------------------

interface ModelCard {
  /** How the card ended: replaced by a newer one, or ended because the registration left force. */
  ended: 'superseded' | 'left' | null;
  issuedAt: number;
}

interface ModelDog {
  id: string;
  ownerToken: string;
  status: RegistrationStatus;
  deleted: boolean;
  dogName: string;
  dogBreed: string;
  ownerName: string;
  showServiceType: boolean;
  paidThrough: number;
  accessTestDue: string | null;
  /** The current card, an index into `cards`. */
  card: number | null;
}

interface Printed {
  dog: number;
  card: number;
  kid: string;
  iat: number;
}

interface Model {
  now: number;
  /** Makes each new name differ from every earlier one. */
  serial: number;
  dogs: ModelDog[];
  cards: ModelCard[];
  /** Every credential ever served for a card, by token. */
  printed: Map<string, Printed>;
  /** Newest first, as in the key file. */
  keys: ModelKey[];
}

interface ModelKey {
  kid: string;
  createdAt: number;
  retiredAt: number | null;
  compromisedSince: number | null;
}

const endOfDay = (day: string) => Date.parse(`${day}T23:59:59.999Z`);
const validThrough = (dog: ModelDog) =>
  dog.accessTestDue ? Math.min(dog.paidThrough, endOfDay(dog.accessTestDue)) : dog.paidThrough;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A dog's current card changes: the old one is superseded, a new one stands. */
function reissue(model: Model, dog: ModelDog): void {
  if (dog.card !== null) model.cards[dog.card]!.ended = 'superseded';
  model.cards.push({ ended: null, issuedAt: model.now });
  dog.card = model.cards.length - 1;
}

/** After a change to what the card shows: a registration that keeps a card gets a new one. */
function faceChanged(model: Model, dog: ModelDog): void {
  if (KEEPS_CARD.includes(dog.status) && dog.card !== null) reissue(model, dog);
}

function moveStatus(model: Model, dog: ModelDog, to: RegistrationStatus): void {
  if (!KEEPS_CARD.includes(to)) {
    if (dog.card !== null) model.cards[dog.card]!.ended = 'left';
    dog.card = null;
  } else if (to === 'active' && dog.card === null) reissue(model, dog);
  dog.status = to;
}

/**
 * A key marked compromised: every card in force issued before it stopped signing (a minute after the next
 * key was made, never after its retirement) is re-issued under the current key.
 */
function keyCompromised(model: Model, key: ModelKey): void {
  const successor = model.keys[model.keys.indexOf(key) - 1]!;
  const until = Math.min(successor.createdAt + 60_000, key.retiredAt ?? model.now, model.now);
  for (const dog of model.dogs)
    if (!dog.deleted && KEEPS_CARD.includes(dog.status) && dog.card !== null && model.cards[dog.card]!.issuedAt < until)
      reissue(model, dog);
}

/** The verdict the model expects for a printed card. */
function expected(model: Model, printed: Printed): Verdict['verdict'] {
  // A compromised key vouches for nothing it signed, whatever the card's date.
  if (model.keys.find((k) => k.kid === printed.kid)?.compromisedSince !== null) return 'not_issued';
  const dog = model.dogs[printed.dog]!;
  const card = model.cards[printed.card]!;
  const inForce = !dog.deleted && KEEPS_CARD.includes(dog.status);
  if (dog.deleted || card.ended === 'left') return 'revoked';
  if (card.ended === 'superseded') return inForce ? 'superseded' : 'revoked';
  if (dog.status === 'suspended') return 'suspended';
  return validThrough(dog) < model.now ? 'expired' : 'valid';
}

// ---- The real system -------------------------------------------------------------------------------

interface Real {
  t: TestApp;
  cookie: string;
  codes: number;
  photo: Buffer;
}

async function staffEdit(real: Real, dog: ModelDog, changes: Record<string, unknown>) {
  const current = (
    await real.t.app.inject({ url: `/api/admin/dogs/${dog.id}`, headers: { cookie: real.cookie } })
  ).json();
  const status = (changes.status as RegistrationStatus | undefined) ?? current.status;
  return real.t.app.inject({
    method: 'PATCH',
    url: `/api/admin/dogs/${dog.id}`,
    headers: { cookie: real.cookie },
    payload: {
      dogName: current.dogName,
      dogBreed: current.dogBreed,
      dogAge: current.dogAge,
      serviceType: current.serviceType,
      ...(current.serviceTypeOther ? { serviceTypeOther: current.serviceTypeOther } : {}),
      ownerName: current.owner.name,
      ownerAddress: current.owner.address,
      ownerPhone: current.owner.phone,
      ownerEmail: current.owner.email,
      status,
      ...(['suspended', 'revoked', 'denied'].includes(status) ? { statusReason: 'Staff gave a reason.' } : {}),
      version: current.version,
      ...changes,
    },
  });
}

async function newCode(real: Real): Promise<string> {
  const code = `MBT-${++real.codes}`;
  await addPaymentCodes(real.t.context, [code]);
  return code;
}

/** What a handler prints now: every registration's QR credential, kept with the card the model says it is. */
async function collectPrinted(model: Model, real: Real): Promise<void> {
  for (const [index, dog] of model.dogs.entries()) {
    if (dog.deleted) continue;
    const token = await currentCredential(real.t.context.database.db, real.t.context.signingKeys, dog.id, ISSUER);
    const carries = dog.status === 'active' && validThrough(dog) >= model.now;
    expect(token !== null, `QR of ${dog.dogName} (${dog.status}) carries a credential`).toBe(carries);
    if (!token || model.printed.has(token)) continue;
    const { kid, claims } = openCardCode(token)!;
    model.printed.set(token, { dog: index, card: dog.card!, kid, iat: (claims as { iat: number }).iat });
  }
}

async function checkInvariant(model: Model, real: Real): Promise<void> {
  await collectPrinted(model, real);
  const trust = await servedTrust(real.t.app, ISSUER);
  const now = new Date(model.now);
  for (const [token, printed] of model.printed) {
    const verdict = await verifyCardCredential(token, { ...trust, issuer: ISSUER, now });
    const dog = model.dogs[printed.dog]!;
    expect(
      verdict.verdict,
      `card ${printed.card} of ${dog.dogName} (${dog.status}${dog.deleted ? ', deleted' : ''})`,
    ).toBe(expected(model, printed));
  }
  // The next step happens a second later, so every change has a time of its own.
  model.now += 1000;
  vi.setSystemTime(model.now);
}

type Command = fc.AsyncCommand<Model, Real>;

/** A command on the n-th registration (modulo how many there are), skipped while there is none. */
abstract class OnDog implements Command {
  constructor(readonly pick: number) {}
  dog(model: Model): ModelDog | null {
    const live = model.dogs.filter((dog) => !dog.deleted);
    return live.length === 0 ? null : live[this.pick % live.length]!;
  }
  check(model: Readonly<Model>): boolean {
    return this.dog(model as Model) !== null;
  }
  abstract run(model: Model, real: Real): Promise<void>;
}

class Register implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    const dogName = `Dog${model.dogs.length}`;
    const fields = registrationFields({
      paymentCode: await newCode(real),
      trainerLicenseNumber: 'EVAL-MBT',
      dogName,
      ownerName: 'Riley Handler',
    });
    const res = await submitRegistration(real.t.app, { fields });
    expect(res.statusCode, res.body).toBe(201);
    const { id, ownerToken } = res.json();
    model.dogs.push({
      id,
      ownerToken,
      status: 'pending',
      deleted: false,
      dogName,
      dogBreed: fields.dogBreed!,
      ownerName: 'Riley Handler',
      showServiceType: fields.showServiceType === 'yes',
      paidThrough: new Date(model.now).setUTCFullYear(new Date(model.now).getUTCFullYear() + YEARS),
      accessTestDue: null,
      card: null,
    });
    await checkInvariant(model, real);
  }
  toString = () => 'register';
}

class Review extends OnDog {
  constructor(
    pick: number,
    readonly action: 'approve' | 'deny',
  ) {
    super(pick);
  }
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const res = await real.t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/${this.action}`,
      headers: { cookie: real.cookie },
      ...(this.action === 'deny' ? { payload: { reason: 'Incomplete.', returnPaymentCode: true } } : {}),
    });
    if (dog.status !== 'pending') expect(res.statusCode).toBe(409);
    else {
      expect(res.statusCode, res.body).toBe(200);
      moveStatus(model, dog, this.action === 'approve' ? 'active' : 'denied');
    }
    await checkInvariant(model, real);
  }
  override toString = () => `${this.action}(${this.pick})`;
}

class SetStatus extends OnDog {
  constructor(
    pick: number,
    readonly to: RegistrationStatus,
  ) {
    super(pick);
  }
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const res = await staffEdit(real, dog, { status: this.to });
    if (this.to === 'denied' && dog.status !== 'pending' && dog.status !== 'denied') expect(res.statusCode).toBe(409);
    else {
      expect(res.statusCode, res.body).toBe(200);
      moveStatus(model, dog, this.to);
    }
    await checkInvariant(model, real);
  }
  override toString = () => `status(${this.pick}, ${this.to})`;
}

class Edit extends OnDog {
  constructor(
    pick: number,
    readonly field: 'dogName' | 'dogBreed' | 'ownerName' | 'photo' | 'disclosure',
  ) {
    super(pick);
  }
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const app = real.t.app;
    if (this.field === 'dogName' || this.field === 'dogBreed') {
      const value = `${dog[this.field].replace(/ \d+$/, '')} ${++model.serial}`;
      const res = await staffEdit(real, dog, { [this.field]: value });
      expect(res.statusCode, res.body).toBe(200);
      dog[this.field] = value;
    } else if (this.field === 'ownerName') {
      const { owner } = (await app.inject(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json();
      // A new surname keeps the card's short name ("Riley H.") for one change in two: the card follows anyway.
      const value = `Riley ${String.fromCharCode(65 + (++model.serial % 26))}andler`;
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/dogs/${dog.id}/contact?key=${dog.ownerToken}`,
        payload: { ownerAddress: owner.address, ownerPhone: owner.phone, ownerEmail: owner.email, ownerName: value },
      });
      expect(res.statusCode, res.body).toBe(200);
      dog.ownerName = value;
    } else if (this.field === 'photo') {
      const current = (await app.inject({ url: `/api/admin/dogs/${dog.id}`, headers: { cookie: real.cookie } })).json();
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/dogs/${dog.id}/photo`,
        headers: { cookie: real.cookie },
        payload: multipartForm({ version: String(current.version) }, [
          { field: 'dogPhoto', data: real.photo, filename: 'new.png', type: 'image/png' },
        ]),
      });
      expect(res.statusCode, res.body).toBe(200);
    } else {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/dogs/${dog.id}/privacy?key=${dog.ownerToken}`,
        payload: { showServiceType: !dog.showServiceType },
      });
      expect(res.statusCode, res.body).toBe(200);
      dog.showServiceType = !dog.showServiceType;
    }
    faceChanged(model, dog);
    await checkInvariant(model, real);
  }
  override toString = () => `edit(${this.pick}, ${this.field})`;
}

class AccessTest extends OnDog {
  constructor(
    pick: number,
    readonly result: 'passed' | 'failed',
    readonly dueInDays: number | null,
  ) {
    super(pick);
  }
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const nextDue = this.dueInDays === null ? null : dayOf(model.now + this.dueInDays * DAY);
    const res = await real.t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/access-tests`,
      headers: { cookie: real.cookie },
      payload: {
        testedOn: dayOf(model.now),
        evaluatorLicense: 'EVAL-MBT',
        result: this.result,
        ...(nextDue ? { nextDue } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = validThrough(dog);
    dog.accessTestDue = nextDue;
    if (validThrough(dog) !== before) faceChanged(model, dog);
    await checkInvariant(model, real);
  }
  override toString = () => `accessTest(${this.pick}, ${this.result}, ${this.dueInDays})`;
}

class Renew extends OnDog {
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const res = await real.t.app.inject({
      method: 'POST',
      url: `/api/dogs/${dog.id}/renewal?key=${dog.ownerToken}`,
      payload: { paymentCode: await newCode(real) },
    });
    const open = dog.status === 'active' && model.now >= dog.paidThrough - 90 * DAY;
    if (!open) expect(res.statusCode, res.body).toBe(409);
    else {
      expect(res.statusCode, res.body).toBe(200);
      const from = new Date(Math.max(dog.paidThrough, model.now));
      const before = validThrough(dog);
      dog.paidThrough = from.setUTCFullYear(from.getUTCFullYear() + YEARS);
      if (validThrough(dog) !== before) faceChanged(model, dog);
    }
    await checkInvariant(model, real);
  }
  override toString = () => `renew(${this.pick})`;
}

class ReplaceCard extends OnDog {
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const res = await real.t.app.inject({
      method: 'POST',
      url: `/api/dogs/${dog.id}/replacement-card?key=${dog.ownerToken}`,
    });
    if (dog.status !== 'active' && dog.status !== 'in_training') expect(res.statusCode).toBe(409);
    else {
      expect(res.statusCode, res.body).toBe(200);
      faceChanged(model, dog);
    }
    await checkInvariant(model, real);
  }
  override toString = () => `replaceCard(${this.pick})`;
}

class Delete extends OnDog {
  override async run(model: Model, real: Real) {
    const dog = this.dog(model)!;
    const res = await real.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dogs/${dog.id}`,
      headers: { cookie: real.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);
    dog.deleted = true;
    if (dog.card !== null) model.cards[dog.card]!.ended = 'left';
    dog.card = null;
    await checkInvariant(model, real);
  }
  override toString = () => `delete(${this.pick})`;
}

class AdvanceClock implements Command {
  constructor(readonly days: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.days * DAY;
    vi.setSystemTime(model.now);
    // Staff sign in again: a session does not outlive a jump of days.
    real.cookie = await staffSessionCookie(real.t.context);
    await checkInvariant(model, real);
  }
  toString = () => `wait(${this.days} days)`;
}

class RotateKey implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    const { kid } = await rotateSigningKeys(real.t.context.config);
    await real.t.context.signingKeys.reload();
    expect(real.t.context.signingKeys.kid).toBe(kid);
    model.keys.unshift({ kid, createdAt: model.now, retiredAt: null, compromisedSince: null });
    await checkInvariant(model, real);
  }
  toString = () => 'keys rotate';
}

class RetireKey implements Command {
  constructor(
    readonly pick: number,
    readonly compromisedDaysAgo: number | null,
  ) {}
  check = (model: Readonly<Model>) => model.keys.length > 1;
  async run(model: Model, real: Real) {
    const key = model.keys[1 + (this.pick % (model.keys.length - 1))]!;
    const since = this.compromisedDaysAgo === null ? null : model.now - this.compromisedDaysAgo * DAY;
    const earlier = since !== null && (key.compromisedSince === null || since <= key.compromisedSince);
    const { config, database } = real.t.context;
    const { key: retired } = retireSigningKey(config, key.kid, {
      ...(earlier ? { compromisedSince: new Date(since) } : {}),
      now: new Date(model.now),
    });
    // What `keys retire --compromised-since` does next (credentials/keys-command.ts).
    if (retired.compromisedSince)
      await reissueCardsOfKey(
        { db: database.db, changes: database.changes, config },
        readSigningKeyFile(signingKeyFile(config)).keys,
        key.kid,
        'test',
      );
    await real.t.context.signingKeys.reload();
    key.retiredAt ??= model.now;
    if (earlier) key.compromisedSince = since;
    if (key.compromisedSince !== null) keyCompromised(model, key);
    await checkInvariant(model, real);
  }
  toString = () =>
    `keys retire(${this.pick}${this.compromisedDaysAgo === null ? '' : `, compromised ${this.compromisedDaysAgo} days ago`})`;
}

// Registrations and approvals come more often, so that histories have cards to follow.
const commands = [
  fc.constant(new Register()),
  fc.constant(new Register()),
  fc.constant(new Register()),
  fc.nat().map((pick) => new Review(pick, 'approve')),
  fc.nat().map((pick) => new Review(pick, 'approve')),
  fc.nat().map((pick) => new Review(pick, 'approve')),
  fc.nat().map((pick) => new Review(pick, 'deny')),
  fc.tuple(fc.nat(), fc.constantFrom(...STATUSES)).map(([pick, to]) => new SetStatus(pick, to)),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('dogName', 'dogBreed', 'ownerName', 'photo', 'disclosure') as fc.Arbitrary<Edit['field']>,
    )
    .map(([pick, field]) => new Edit(pick, field)),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('passed', 'failed') as fc.Arbitrary<'passed' | 'failed'>,
      fc.option(fc.integer({ min: 1, max: 800 })),
    )
    .map(([pick, result, due]) => new AccessTest(pick, result, due)),
  fc.nat().map((pick) => new Renew(pick)),
  fc.nat().map((pick) => new ReplaceCard(pick)),
  fc.nat().map((pick) => new Delete(pick)),
  fc.integer({ min: 1, max: 900 }).map((days) => new AdvanceClock(days)),
  fc.constant(new RotateKey()),
  fc.tuple(fc.nat(), fc.option(fc.integer({ min: 0, max: 60 }))).map(([pick, ago]) => new RetireKey(pick, ago)),
];

const RUNS = Number(process.env.CARD_MODEL_RUNS ?? 25);
const STEPS = Number(process.env.CARD_MODEL_STEPS ?? 40);

describe.each(testDialects)('every card follows its record on %s', (dialect) => {
  let real: Real | null = null;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await real?.t.close();
    real = null;
  });

  it(
    `holds over ${RUNS} random histories of up to ${STEPS} steps`,
    async () => {
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a5230' } })
        .png()
        .toBuffer();
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS, size: 'max' }), async (cmds) => {
          const start = Date.parse('2027-01-04T12:00:00.000Z');
          vi.setSystemTime(start);
          await real?.t.close();
          const t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/`, VALIDITY_YEARS: String(YEARS) });
          await addTrainer(t.context, 'EVAL-MBT');
          real = { t, cookie: await staffSessionCookie(t.context), codes: 0, photo };
          const model: Model = {
            now: start,
            serial: 0,
            dogs: [],
            cards: [],
            printed: new Map(),
            keys: [{ kid: t.context.signingKeys.kid, createdAt: start, retiredAt: null, compromisedSince: null }],
          };
          await fc.asyncModelRun(() => ({ model, real: real! }), cmds);
        }),
        { numRuns: RUNS, ...(process.env.CARD_MODEL_SEED ? { seed: Number(process.env.CARD_MODEL_SEED) } : {}) },
      );
    },
    // A hang guard, not a speed claim: the work is bounded by RUNS × STEPS (25 × 40 took 43 s here, under
    // 45 ms a step), so a second a step lets a loaded machine finish slow but green, and longer campaigns
    // (CARD_MODEL_RUNS, CARD_MODEL_STEPS) get the time they need.
    RUNS * STEPS * 1_000,
  );
});
