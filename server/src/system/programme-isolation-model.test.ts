/**
 * No staff action crosses a programme (docs/decisions/042-programme-isolation.md), proven by random
 * histories (fast-check commands) on both databases: staff of three programmes register, open, approve
 * and delete records, add and suspend trainers, generate and void payment codes, each picking among
 * every programme's things. The model says what each programme holds. After every step, what is stored
 * for each programme is what the model says (no action reached across), and the step's answer is the
 * model's: another programme's thing answers as an unknown one would. Listing checks that each staff
 * member's lists, figures and activity hold exactly their programme's.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#common/constants';
import { createSession } from '../access/session-repository';
import { createProgramme } from '../programmes/programme-service';
import { addTrainer } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const ISSUER = 'https://registry.example.org';
const PROGRAMMES = 3;
const TRAINER = 'MODEL-TRAINER';
const RUNS = Number(process.env.ISOLATION_MODEL_RUNS ?? 25);
const STEPS = Number(process.env.ISOLATION_MODEL_STEPS ?? 30);

// ---- The model -------------------------------------------------------------------------------------

interface ModelRecord {
  id: string;
  registryNumber: string;
  programme: number;
  dogName: string;
  status: 'pending' | 'active';
  deleted: boolean;
}

interface Model {
  records: ModelRecord[];
  trainers: { license: string; programme: number; status: 'active' | 'suspended' }[];
  codes: { code: string; programme: number; voided: boolean; used: boolean }[];
}

interface Programme {
  id: number;
  prefix: string;
  cookie: string;
}

interface Real {
  t: TestApp;
  programmes: Programme[];
  /** Makes every name and key of a run its own. */
  serial: () => number;
}

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

async function call(real: Real, actor: number, method: string, url: string, payload?: object) {
  const answer = await real.t.app.inject({
    method,
    url,
    headers: { origin: ISSUER, cookie: real.programmes[actor]!.cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.body };
}

/** What is stored for each programme's things of the model, as the model would write it. */
async function stored(real: Real, model: Model): Promise<Model> {
  const { db } = real.t.context.database;
  const ids = model.records.map((record) => record.id);
  const rows = ids.length
    ? await db.selectFrom('service_dogs').select(['id', 'programme_id', 'status']).where('id', 'in', ids).execute()
    : [];
  const trainers = await db
    .selectFrom('trainers')
    .select(['license_number', 'programme_id', 'status'])
    .where(
      'license_number',
      'in',
      model.trainers.map((trainer) => trainer.license),
    )
    .execute();
  const codes = model.codes.length
    ? await db
        .selectFrom('payment_codes')
        .select(['code', 'programme_id', 'voided_at', 'used_at'])
        .where(
          'code',
          'in',
          model.codes.map((code) => code.code),
        )
        .execute()
    : [];
  const programmeIndex = (id: number) => real.programmes.findIndex((programme) => programme.id === id);
  return {
    records: model.records.map((record) => {
      const row = rows.find((found) => found.id === record.id);
      return {
        ...record,
        programme: row ? programmeIndex(row.programme_id) : record.programme,
        // A deleted record keeps the status it had in the model; a stored one shows its own.
        status: row ? (row.status === 'active' ? 'active' : 'pending') : record.status,
        deleted: !row,
      };
    }),
    trainers: model.trainers.map((trainer) => {
      const row = trainers.find((found) => found.license_number === trainer.license);
      return { ...trainer, programme: row ? programmeIndex(row.programme_id) : -1, status: row?.status ?? 'active' };
    }),
    codes: model.codes.map((code) => {
      const row = codes.find((found) => found.code === code.code);
      return {
        ...code,
        programme: row ? programmeIndex(row.programme_id) : -1,
        voided: row?.voided_at != null,
        used: row?.used_at != null,
      };
    }),
  };
}

type Command = fc.AsyncCommand<Model, Real>;

/** Every step ends with what is stored matching the model: no step reached another programme's things. */
abstract class Step implements Command {
  check = () => true;
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    expect(await stored(real, model)).toEqual(model);
  }
  abstract toString(): string;
}

class Register extends Step {
  constructor(
    readonly programme: number,
    readonly approved: boolean,
  ) {
    super();
  }
  async act(model: Model, real: Real) {
    const { id, prefix } = real.programmes[this.programme]!;
    const dogName = `Dog ${real.serial()}`;
    const made = await makeRegistration(real.t.context, {
      into: { id, prefix },
      dogName,
      // The default programme's trainer, which no step suspends: registering is not what is tested here.
      trainerLicenseNumber: TRAINER,
      status: this.approved ? 'active' : 'pending',
    });
    model.records.push({
      id: made.id,
      registryNumber: made.registryNumber,
      programme: this.programme,
      dogName,
      status: this.approved ? 'active' : 'pending',
      deleted: false,
    });
    // The code it was paid with, one of its programme's, now used.
    const code = made.row.payment_code;
    if (code) model.codes.push({ code, programme: this.programme, voided: false, used: true });
  }
  toString = () => `Register(programme ${this.programme}, ${this.approved ? 'approved' : 'pending'})`;
}

/** A staff action on a record: the actor's own reaches it; another programme's answers as an unknown id. */
abstract class OnRecord extends Step {
  constructor(
    readonly actor: number,
    readonly index: number,
  ) {
    super();
  }
  async act(model: Model, real: Real) {
    const record = pick(model.records, this.index);
    if (!record) return;
    const answer = await this.send(real, record.id);
    const unknown = await this.send(real, `unknown-${real.serial()}`);
    if (record.deleted || record.programme !== this.actor) {
      expect({ step: this.toString(), ...answer }).toEqual({ step: this.toString(), ...unknown });
      return;
    }
    this.apply(record, answer);
  }
  abstract send(real: Real, id: string): Promise<{ status: number; body: string }>;
  abstract apply(record: ModelRecord, answer: { status: number; body: string }): void;
}

class Open extends OnRecord {
  send = (real: Real, id: string) => call(real, this.actor, 'GET', `/api/admin/dogs/${id}`);
  apply(record: ModelRecord, answer: { status: number; body: string }) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(record.dogName);
  }
  toString = () => `Open(staff of ${this.actor}, record ${this.index})`;
}

class Approve extends OnRecord {
  send = (real: Real, id: string) => call(real, this.actor, 'POST', `/api/admin/dogs/${id}/approve`);
  apply(record: ModelRecord, answer: { status: number }) {
    expect(answer.status).toBe(record.status === 'pending' ? 200 : 409);
    record.status = 'active';
  }
  toString = () => `Approve(staff of ${this.actor}, record ${this.index})`;
}

class Delete extends OnRecord {
  send = (real: Real, id: string) => call(real, this.actor, 'DELETE', `/api/admin/dogs/${id}`);
  apply(record: ModelRecord, answer: { status: number }) {
    expect(answer.status).toBe(204);
    record.deleted = true;
  }
  toString = () => `Delete(staff of ${this.actor}, record ${this.index})`;
}

class AddTrainer extends Step {
  constructor(readonly actor: number) {
    super();
  }
  async act(model: Model, real: Real) {
    const license = `TR-${real.serial()}`;
    const answer = await call(real, this.actor, 'POST', '/api/admin/trainers', {
      licenseNumber: license,
      name: `Trainer ${license}`,
      credentialId: `CRED-${license}`,
      status: 'active',
    });
    expect(answer.status).toBe(201);
    model.trainers.push({ license, programme: this.actor, status: 'active' });
  }
  toString = () => `AddTrainer(staff of ${this.actor})`;
}

class SuspendTrainer extends Step {
  constructor(
    readonly actor: number,
    readonly index: number,
  ) {
    super();
  }
  async act(model: Model, real: Real) {
    const trainer = pick(model.trainers, this.index)!;
    const send = (license: string) =>
      call(real, this.actor, 'PUT', `/api/admin/trainers/${license}`, {
        licenseNumber: license,
        name: `Trainer ${license}`,
        credentialId: `CRED-${license}`,
        status: 'suspended',
      });
    const answer = await send(trainer.license);
    if (trainer.programme !== this.actor) {
      const unknown = await send(`UNKNOWN-${real.serial()}`);
      expect({ step: this.toString(), ...answer }).toEqual({ step: this.toString(), ...unknown });
      return;
    }
    expect(answer.status).toBe(200);
    trainer.status = 'suspended';
  }
  toString = () => `SuspendTrainer(staff of ${this.actor}, trainer ${this.index})`;
}

class GenerateCode extends Step {
  constructor(readonly actor: number) {
    super();
  }
  async act(model: Model, real: Real) {
    const answer = await call(real, this.actor, 'POST', '/api/admin/payment-codes', { count: 1 });
    expect(answer.status).toBe(201);
    const { codes } = JSON.parse(answer.body) as { codes: string[] };
    for (const code of codes) model.codes.push({ code, programme: this.actor, voided: false, used: false });
  }
  toString = () => `GenerateCode(staff of ${this.actor})`;
}

class VoidCode extends Step {
  constructor(
    readonly actor: number,
    readonly index: number,
  ) {
    super();
  }
  async act(model: Model, real: Real) {
    const code = pick(model.codes, this.index);
    if (!code) return;
    const send = (value: string) => call(real, this.actor, 'POST', `/api/admin/payment-codes/${value}/void`);
    const answer = await send(code.code);
    if (code.programme !== this.actor) {
      const unknown = await send(`UNKNOWN-${real.serial()}`);
      expect({ step: this.toString(), ...answer }).toEqual({ step: this.toString(), ...unknown });
      return;
    }
    expect(answer.status).toBe(code.voided || code.used ? 409 : 200);
    code.voided ||= !code.used;
  }
  toString = () => `VoidCode(staff of ${this.actor}, code ${this.index})`;
}

/** The actor's lists, figures and activity hold exactly their programme's things. */
class List extends Step {
  constructor(readonly actor: number) {
    super();
  }
  async act(model: Model, real: Real) {
    const mine = <T extends { programme: number }>(items: T[]) => items.filter((item) => item.programme === this.actor);
    const get = async (path: string) => JSON.parse((await call(real, this.actor, 'GET', path)).body) as unknown;
    /** Every item of a paged list, page after page. */
    const every = async <T>(path: string): Promise<T[]> => {
      const items: T[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (await get(`${path}?page=${page}`)) as { items: T[]; total: number };
        items.push(...answer.items);
        if (answer.items.length === 0 || items.length >= answer.total) return items;
      }
    };
    const sorted = (values: string[]) => [...values].sort();

    const live = mine(model.records).filter((record) => !record.deleted);
    const dogs = await every<{ id: string }>('/api/admin/dogs');
    expect(sorted(dogs.map((item) => item.id))).toEqual(sorted(live.map((record) => record.id)));

    const stats = (await get('/api/admin/stats')) as { counts: Record<string, number> };
    expect(stats.counts.active).toBe(live.filter((record) => record.status === 'active').length);
    expect(stats.counts.pending).toBe(live.filter((record) => record.status === 'pending').length);

    const trainers = await every<{ licenseNumber: string }>('/api/admin/trainers');
    expect(sorted(trainers.map((item) => item.licenseNumber))).toEqual(
      sorted(mine(model.trainers).map((trainer) => trainer.license)),
    );
    const codes = await every<{ code: string }>('/api/admin/payment-codes');
    expect(sorted(codes.map((item) => item.code))).toEqual(sorted(mine(model.codes).map((code) => code.code)));

    // Every entry of the log that names a record names one of the actor's programme's, deleted ones included.
    const numbers = new Set(mine(model.records).map((record) => record.registryNumber));
    const activity = await every<{ registryNumber: string | null }>('/api/admin/activity');
    const foreign = activity.flatMap((entry) =>
      entry.registryNumber && !numbers.has(entry.registryNumber) ? [entry.registryNumber] : [],
    );
    expect(foreign).toEqual([]);
  }
  toString = () => `List(staff of ${this.actor})`;
}

const actor = fc.integer({ min: 0, max: PROGRAMMES - 1 });
const commands = [
  fc.tuple(actor, fc.boolean()).map(([programme, approved]) => new Register(programme, approved)),
  fc.tuple(actor, fc.nat()).map(([who, index]) => new Open(who, index)),
  fc.tuple(actor, fc.nat()).map(([who, index]) => new Approve(who, index)),
  fc.tuple(actor, fc.nat()).map(([who, index]) => new Delete(who, index)),
  actor.map((who) => new AddTrainer(who)),
  fc.tuple(actor, fc.nat()).map(([who, index]) => new SuspendTrainer(who, index)),
  actor.map((who) => new GenerateCode(who)),
  fc.tuple(actor, fc.nat()).map(([who, index]) => new VoidCode(who, index)),
  actor.map((who) => new List(who)),
];

describe.each(testDialects)('no staff action crosses a programme on %s', (dialect) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
    await addTrainer(t.context, TRAINER);
  });
  afterAll(() => t.close());

  it(
    `holds over ${RUNS} random histories of up to ${STEPS} steps`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS, size: 'max' }), async (cmds) => {
          // Each history has three programmes of its own, with a staff member each and a trainer each.
          run += 1;
          let serial = 0;
          const programmes: Programme[] = [];
          const model: Model = { records: [], trainers: [], codes: [] };
          for (let i = 0; i < PROGRAMMES; i += 1) {
            const prefix = `R${run}P${i}-`;
            const { id } = await createProgramme(t.context.database, t.context.config, {
              slug: `run-${run}-p${i}`,
              name: `Programme ${i} of run ${run}`,
              prefix,
            });
            const staff = await createStaff(t.context, `staff.${run}.${i}@example.org`, { programmeId: id });
            const token = await createSession(t.context.database.db, { adminId: staff, secondFactor: 'totp' });
            programmes.push({ id, prefix, cookie: `${SESSION_COOKIE}=${token}` });
            const license = `R${run}-P${i}-T`;
            await addTrainer(t.context, license, { programmeId: id });
            model.trainers.push({ license, programme: i, status: 'active' });
          }
          const real: Real = { t, programmes, serial: () => (serial += 1) + run * 1000 };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        }),
        {
          numRuns: RUNS,
          ...(process.env.ISOLATION_MODEL_SEED ? { seed: Number(process.env.ISOLATION_MODEL_SEED) } : {}),
        },
      );
    },
    // A hang guard, not a speed claim: the work is bounded by RUNS × STEPS.
    RUNS * STEPS * 1_000,
  );
});
