/**
 * The API contract, checked from the OpenAPI document alone (/api/docs/json). For every operation the
 * test makes requests the document allows — path, query, header and body values generated from its
 * JSON Schemas with fast-check, judged valid by a validator compiled from the same document — and
 * requests it refuses, one rule broken at a time. Every answer must be one the operation documents,
 * in its documented media type, with a body its documented schema accepts; no answer may be a 5xx.
 * A documented-valid request is never refused as invalid (400, 413, 414, 415, 422): it may meet the
 * registry's records (404 no such record, 409 changed since or not pending, 403 not your owner link,
 * 410 a spent setup link, 401 a wrong password, 429 too many of them), and half of each operation's
 * valid requests name real records so that every operation also succeeds. An invalid one is refused
 * with 400, 413, 414, 415 or 422 in the error shape, and a 422 names the field. A staff route refuses
 * a request without a session (401) or from another site (403). A path asked with a method it does
 * not have answers 405 with `Allow`. About 1,500 requests per database, in about 10 seconds.
 *
 * Rules the document states in words, not in JSON Schema, are honoured where the examples are made
 * (`RECORDS`): a payment code, a trainer or an evaluator must be one the registry lists (otherwise
 * 422 with a reason code, checked separately), an access test's dates are in order, and a new
 * Idempotency-Key goes with each new form.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, PHOTO_MIME_TYPES } from '#common/constants';
import { STAFF_PASSWORD, staffSessionCookie, createStaff } from '../test/staff-session';
import { changeRecord } from '../test/card-checks';
import {
  MINIMAL_PDF,
  multipartForm,
  OWNER,
  registrationFields,
  type FormFile,
} from '../../../support/registration-forms';
import { SESSION_COOKIE } from '#common/constants';
import { addFactor } from '../staff-accounts/second-factor/factor-repository';
import { replaceRecoveryCodes } from '../staff-accounts/second-factor/recovery-codes';
import { newTotpSecret, totpCode } from '../staff-accounts/second-factor/totp';
import { createSession, findSession } from '../access/session-repository';
import { addPaymentCodes, addTrainer } from '../test/fixtures-db';
import {
  arbitraryFor,
  createValidator,
  invalidValuesFor,
  type FileChoice,
  type JsonSchema,
  type Validator,
} from '../test/openapi-examples';
import { checklistResult } from '#common/access-test-checklist';
import { storeLogo } from '../programmes/programme-logo';
import { createProgramme, updateProgramme } from '../programmes/programme-service';
import { makeRegistration } from '../test/registration-factory';
import { enqueueMessage } from '../email/outbox-repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const SAME_SITE = 'http://localhost:80';
/** Fixed, so a run repeats; CONTRACT_SEED=<n> explores other requests. */
const SEED = Number(process.env.CONTRACT_SEED ?? 33);
/** Documented-valid requests per operation: the even ones name real records, the odd ones are as generated. */
const VALID_RUNS = 16;
const TRAINER = 'CONTRACT-T1';
const TRAINER_TO_EDIT = 'CONTRACT-T2';
const DAY = 86_400_000;
/** How the API refuses a request it cannot take: unreadable, too large, path segment too long, wrong media type, invalid. */
const REFUSALS = [400, 413, 414, 415, 422];

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
}

/** One request, as values before they are written into a URL, headers and a body. */
interface Request {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** A JSON body, or a multipart form's fields (text, or a file chosen by media type, or a file as is). */
  body?: unknown;
  /** Send as this media type instead of the documented one (an invalid example). */
  mediaType?: string;
  /** Without the staff session (an invalid example for a staff route). */
  anonymous?: boolean;
  origin?: string;
  cookie?: string;
}

interface Op {
  key: string;
  method: string;
  path: string;
  operation: Operation;
  bodyType: string | null;
  bodySchema: JsonSchema | null;
  /** Every way in the document allows names the staff session cookie: the request sends it. */
  needsSession: boolean;
}

/** An invalid example: what it breaks, and the field a 422 must name. */
interface Invalid {
  label: string;
  request: Request;
  field?: string | undefined;
}

interface Dog {
  id: string;
  registryNumber: string;
  ownerToken: string;
}

const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
const clone = <T>(value: T): T => structuredClone(value);
const isFileChoice = (value: unknown): value is FileChoice =>
  typeof value === 'object' && value !== null && 'file' in value && typeof (value as FileChoice).file === 'string';

describe.each(testDialects)('the API contract on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let validator: Validator;
  let ops: Op[];
  let staffCookie: string;
  const files: Record<string, Buffer> = {};
  let codeCount = 0;
  const dogs = new Map<string, Dog>();
  /** Requests sent, by what they test (printed at the end). */
  const sent: Record<string, number> = {};
  let phase = 'setup';

  /** A programme other than the default, made once: its DID document is served at /p/<slug>/did.json. */
  let programme: Promise<string> | null = null;
  const programmeSlug = () =>
    (programme ??= createProgramme(t.context.database, t.context.config, {
      slug: 'contract-programme',
      name: 'Contract Programme',
      prefix: 'CPR',
    }).then((made) => made.slug));
  let logo: Promise<string> | undefined;
  /** A logo's file name, as its `logoUrl` ends: the default programme's, so registrations still need no choice. */
  const logoName = () =>
    (logo ??= (async () => {
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
        .webp()
        .toBuffer();
      const logoKey = await storeLogo(t.context.storage, image);
      await updateProgramme(t.context.database, t.context.config, 'default', { logoKey });
      return logoKey.slice('logos/'.length);
    })());
  const newCode = async () => {
    const code = `CONTRACT-${++codeCount}`;
    await addPaymentCodes(t.context, [code]);
    return code;
  };

  /** A registration with a photo, approved unless asked not to be; with a certification, which only the form stores. */
  async function register({ approve = true, certification = false } = {}): Promise<Dog> {
    if (!certification)
      return makeRegistration(t.context, {
        trainerLicenseNumber: TRAINER,
        withPhoto: true,
        status: approve ? 'active' : 'pending',
      });
    const form = multipartForm(registrationFields({ trainerLicenseNumber: TRAINER, paymentCode: await newCode() }), [
      { field: 'dogPhoto', data: files['image/jpeg']!, filename: 'dog.jpg', type: 'image/jpeg' },
      { field: 'certificationFile', data: MINIMAL_PDF, filename: 'letter.pdf', type: 'application/pdf' },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: form });
    if (created.statusCode !== 201) throw new Error(`registration failed: ${created.body}`);
    const dog = created.json<Dog>();
    if (approve) {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/dogs/${dog.id}/approve`,
        headers: { cookie: staffCookie, origin: SAME_SITE },
      });
      if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
    }
    return dog;
  }

  /** A registration of its own for an operation that changes it, made once. */
  async function dogFor(purpose: string): Promise<Dog> {
    const known = dogs.get(purpose);
    if (known) return known;
    // Staff read the certification of the record they view.
    const dog = await register({ certification: purpose === 'views' });
    dogs.set(purpose, dog);
    return dog;
  }

  async function versionOf(id: string): Promise<number> {
    const answer = await t.app.inject({
      url: `/api/admin/dogs/${id}`,
      headers: { cookie: staffCookie, origin: SAME_SITE },
    });
    return answer.json<{ version: number }>().version;
  }

  async function photoNameOf(dog: Dog): Promise<string> {
    const answer = await t.app.inject(`/api/dogs/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
    return answer.json<{ photoUrl: string }>().photoUrl.split('/').pop()!;
  }

  const today = () => new Date().toISOString().slice(0, 10);
  const body = (request: Request) => request.body as Record<string, unknown>;

  /**
   * Per operation: the values that name the registry's records (`withRecords`: the even valid
   * requests, and the base of every invalid one), and the rules the document states in words, which
   * every request the operation's valid examples send must keep.
   */
  const RECORDS: Record<string, (request: Request, withRecords: boolean) => Promise<void>> = {
    'GET /api/trainers/{licenseNumber}': async (request, withRecords) => {
      if (withRecords) request.params.licenseNumber = TRAINER;
    },
    'POST /api/payment-codes/verify': async (request, withRecords) => {
      if (withRecords) body(request).code = await newCode();
      // The description: a programme the registry holds (its only one, `default`, here).
      if (body(request).programme !== undefined) body(request).programme = 'default';
    },
    // The description: the trainer must be listed and current, the payment code unused (else 422 with a reason).
    'POST /api/registrations': async (request) => {
      Object.assign(body(request), { trainerLicenseNumber: TRAINER, paymentCode: await newCode() });
      if (body(request).programme !== undefined) body(request).programme = 'default';
      // A key already used for another form is refused (the description says so): each request its own.
      if (request.headers[IDEMPOTENCY_KEY_HEADER] !== undefined) request.headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    },
    'GET /api/dogs/{id}': async (request, withRecords) => ownerOf(request, withRecords, 'views'),
    'GET /p/{slug}/did.json': async (request, withRecords) => {
      if (withRecords) request.params.slug = await programmeSlug();
    },
    'GET /api/lookup/{registryNumber}': async (request, withRecords) => {
      if (!withRecords) return;
      const dog = await dogFor('views');
      request.params.registryNumber = dog.registryNumber;
      if (request.query.key !== undefined) request.query.key = dog.ownerToken;
    },
    'GET /api/dogs/{id}/lookups': async (request, withRecords) => ownerOf(request, withRecords, 'views', true),
    'GET /api/dogs/{id}/qr.svg': async (request, withRecords) => ownerOf(request, withRecords, 'views'),
    'GET /api/dogs/{id}/credential.json': async (request, withRecords) => ownerOf(request, withRecords, 'views', true),
    'GET /api/dogs/{id}/training-attestation.json': async (request, withRecords) => {
      await ownerOf(request, withRecords, 'attested', true);
      if (withRecords) await passedAccessTest(String(request.params.id));
    },
    'PATCH /api/dogs/{id}/contact': async (request, withRecords) => ownerOf(request, withRecords, 'contact', true),
    'POST /api/dogs/{id}/renewal': async (request, withRecords) => {
      // The description: a payment code the registry lists (else 422 with a reason).
      body(request).paymentCode = await newCode();
      if (!withRecords) return;
      await ownerOf(request, withRecords, 'renewal', true);
      // Renewal opens 90 days before valid-through: this one runs out in 60.
      const soon = new Date(Date.now() + 60 * DAY).toISOString();
      await changeRecord(t.context, String(request.params.id), { paid_through: soon });
    },
    'POST /api/dogs/{id}/replacement-card': async (request, withRecords) =>
      ownerOf(request, withRecords, 'replacement', true),
    'PATCH /api/dogs/{id}/privacy': async (request, withRecords) => ownerOf(request, withRecords, 'privacy', true),
    'PATCH /api/dogs/{id}/task-categories': async (request, withRecords) =>
      ownerOf(request, withRecords, 'task-categories', true),
    'GET /api/files/logos/{name}': async (request, withRecords) => {
      if (withRecords) request.params.name = await logoName();
    },
    'GET /api/files/photos/{name}': async (request, withRecords) => {
      if (withRecords) request.params.name = await photoNameOf(await dogFor('views'));
    },
    'POST /api/auth/login': async (request, withRecords) => {
      if (withRecords) request.body = { email: 'staff@example.org', password: STAFF_PASSWORD };
    },
    'POST /api/auth/password': async (request) => {
      // An account of its own each time: a new password ends the account's other sessions.
      request.cookie = await staffSessionCookie(t.context, `changer-${randomUUID()}@example.org`);
      body(request).currentPassword = STAFF_PASSWORD;
    },
    // The second step of a sign-in: a session after the password alone, of an account made for it. A
    // wrong code counts against the session it is sent with (five end it): never the shared staff session.
    'POST /api/auth/mfa/totp': async (request, withRecords) => {
      if (!withRecords) return void (request.cookie = (await passwordOnly({ app: true })).cookie);
      const { cookie, secret } = await passwordOnly({ app: true });
      request.cookie = cookie;
      body(request).code = await totpCode(secret);
    },
    'POST /api/auth/mfa/recovery-code': async (request, withRecords) => {
      if (!withRecords) return void (request.cookie = (await passwordOnly({ app: true })).cookie);
      const { cookie, adminId } = await passwordOnly({ app: true });
      request.cookie = cookie;
      body(request).code = (await replaceRecoveryCodes(t.context.database.db, adminId))[0];
    },
    'POST /api/auth/mfa/passkey': async (request) => {
      request.cookie = (await passwordOnly({ app: false })).cookie;
    },
    'POST /api/auth/mfa/passkey/options': async (request, withRecords) => {
      if (withRecords) request.cookie = (await passwordOnly({ app: false })).cookie;
    },
    'POST /api/auth/factors/totp/start': async (request, withRecords) => {
      if (withRecords) request.cookie = (await passwordOnly({ app: false })).cookie;
    },
    // A passkey's answer cannot be made here: the valid requests go without a session (401, as
    // documented), the invalid ones with a session after the password alone, which may enrol a first
    // factor, so that their form is what is refused.
    'POST /api/auth/factors/passkey': async (request) => {
      if (phase === 'invalid') request.cookie = (await passwordOnly({ app: false })).cookie;
      else request.anonymous = true;
    },
    'POST /api/auth/factors/passkey/options': async (request, withRecords) => {
      if (withRecords) request.cookie = (await passwordOnly({ app: false })).cookie;
    },
    // Finishing an enrolment: a generated code or passkey answer, sent with a session, is refused with
    // 422 for its field (it does not match the secret or challenge), which this test cannot tell from a
    // refusal of the request's form; so only the requests that name records send a session.
    'POST /api/auth/factors/totp': async (request, withRecords) => {
      if (!withRecords) return void (request.anonymous = true);
      const { cookie } = await passwordOnly({ app: false });
      const started = await t.app.inject({ method: 'POST', url: '/api/auth/factors/totp/start', headers: { cookie } });
      request.cookie = cookie;
      body(request).code = await totpCode(started.json<{ secret: string }>().secret);
    },
    'DELETE /api/auth/factors/{id}': async (request, withRecords) => {
      if (!withRecords) return;
      const { adminId, cookie } = await passwordOnly({ app: true, trusted: true });
      request.cookie = cookie;
      request.params.id = await addFactor(t.context.database.db, adminId, {
        kind: 'totp',
        label: 'Second phone',
        secret: newTotpSecret(),
        lastStep: null,
      });
    },
    'DELETE /api/admin/sessions/{handle}': async (request, withRecords) => {
      if (!withRecords) return;
      const { cookie } = await passwordOnly({ app: false });
      const token = cookie.split('=')[1] ?? '';
      const session = await findSession(t.context.database.db, token);
      request.params.handle = session?.handle ?? '';
    },
    'POST /api/email-change/undo': async (request, withRecords) => {
      if (withRecords) body(request).token = await emailChangeToken('undo');
    },
    'POST /api/email-change/confirm': async (request, withRecords) => {
      if (withRecords) body(request).token = await emailChangeToken('confirm');
    },
    'POST /api/auth/logout': async (request, withRecords) => {
      // A session of its own: signing out must not end the one the staff routes use.
      if (withRecords) request.cookie = await staffSessionCookie(t.context, 'leaving@example.org');
    },
    'GET /api/admin/dogs/{id}': async (request, withRecords) => staffOf(request, withRecords, 'views'),
    'PATCH /api/admin/dogs/{id}': async (request, withRecords) => {
      await staffOf(request, withRecords, 'edit');
      if (withRecords) body(request).version = await versionOf(String(request.params.id));
    },
    'DELETE /api/admin/dogs/{id}': async (request, withRecords) => {
      if (withRecords) request.params.id = (await register()).id;
    },
    'POST /api/admin/dogs/{id}/photo': async (request, withRecords) => {
      await staffOf(request, withRecords, 'photo');
      if (withRecords) body(request).version = String(await versionOf(String(request.params.id)));
    },
    'POST /api/admin/dogs/{id}/approve': async (request, withRecords) => {
      if (withRecords) request.params.id = (await register({ approve: false })).id;
    },
    'POST /api/admin/dogs/{id}/deny': async (request, withRecords) => {
      if (withRecords) request.params.id = (await register({ approve: false })).id;
    },
    'GET /api/admin/dogs/{id}/access-tests': async (request, withRecords) => staffOf(request, withRecords, 'views'),
    'GET /api/admin/dogs/{id}/training-log': async (request, withRecords) => staffOf(request, withRecords, 'views'),
    'POST /api/admin/dogs/{id}/training-log': async (request, withRecords) => {
      await staffOf(request, withRecords, 'training-log');
      trainingLogEntry(request);
    },
    'POST /api/admin/teams/{id}/training-log': async (request, withRecords) => {
      await staffOf(request, withRecords, 'training-log');
      trainingLogEntry(request);
    },
    'GET /api/dogs/{id}/training-log': async (request, withRecords) => ownerOf(request, withRecords, 'views', true),
    'GET /api/dogs/{id}/refusals': async (request, withRecords) => ownerOf(request, withRecords, 'views', true),
    'PUT /api/dogs/{id}/refusals/{refusalId}': async (request, withRecords) => {
      await ownerOf(request, withRecords, 'refusals', true);
      request.params.refusalId = randomUUID();
    },
    'DELETE /api/dogs/{id}/refusals/{refusalId}': async (request, withRecords) => loggedRefusal(request, withRecords),
    'POST /api/dogs/{id}/refusals/{refusalId}/complaint': async (request, withRecords) =>
      loggedRefusal(request, withRecords),
    'POST /api/admin/dogs/{id}/access-tests': async (request, withRecords) => {
      await staffOf(request, withRecords, 'access-tests');
      accessTest(request);
    },
    'POST /api/admin/teams/{id}/access-tests': async (request, withRecords) => {
      await staffOf(request, withRecords, 'access-tests');
      accessTest(request);
    },
    'GET /api/admin/teams': async (request, withRecords) => {
      if (withRecords) request.query.number = (await dogFor('views')).registryNumber;
    },
    'POST /api/admin/trainers/{licenseNumber}/invitation': async (request, withRecords) => {
      if (withRecords) request.params.licenseNumber = TRAINER;
      body(request).email = `invited-${randomUUID()}@example.org`;
    },
    'POST /api/auth/invitation': async (request, withRecords) => {
      if (!withRecords) return;
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/admin/trainers/${TRAINER}/invitation`,
        headers: { cookie: staffCookie, origin: SAME_SITE },
        payload: { email: `invited-${randomUUID()}@example.org` },
      });
      const link = invited.json<{ link: string }>().link;
      body(request).token = link.slice(link.lastIndexOf('/') + 1);
    },
    'GET /api/admin/dogs/{id}/certification': async (request, withRecords) => staffOf(request, withRecords, 'views'),
    'PUT /api/admin/trainers/{licenseNumber}': async (request, withRecords) => {
      if (withRecords) request.params.licenseNumber = TRAINER_TO_EDIT;
    },
    'POST /api/admin/payment-codes/{code}/void': async (request, withRecords) => {
      if (withRecords) request.params.code = await newCode();
    },
    // A registration's receipt, kept for staff to pass on: this app sends no email (no SMTP_URL).
    'POST /api/admin/hand-offs/{handOffId}/passed-on': async (request, withRecords) => {
      if (!withRecords) return;
      const dog = await register({ approve: false });
      const handOffId = await enqueueMessage(t.context.database.db, {
        kind: 'registration.received',
        to: 'handler@example.org',
        subject: `Registration ${dog.registryNumber} received`,
        text: 'Your owner link: …',
        html: '',
        dogId: dog.id,
      });
      await t.context.database.db
        .updateTable('outbox')
        .set({ sent_at: new Date().toISOString() })
        .where('id', '=', handOffId)
        .execute();
      request.params.handOffId = handOffId;
    },
  };

  /** The description: not after today, in quarter hours from 0.25 to 24. */
  function trainingLogEntry(request: Request) {
    const entry = body(request);
    if (String(entry.loggedOn) > today()) entry.loggedOn = today();
    entry.hours = 1.25;
  }
  /**
   * The description: a listed evaluator; testedOn not after today; nextDue, when given, after testedOn;
   * with the checklist, the result it gives.
   */
  function accessTest(request: Request) {
    const test = body(request);
    test.evaluatorLicense = TRAINER;
    if (test.items && typeof test.items === 'object')
      test.result = checklistResult(test.items as Record<string, boolean>);
    if (String(test.testedOn) > today()) test.testedOn = today();
    if (test.nextDue) {
      const after = new Date(Date.parse(`${String(test.testedOn)}T00:00:00Z`) + 365 * DAY);
      test.nextDue = after.toISOString().slice(0, 10);
    }
  }
  /** A refusal the handler logged, named by the request (an owner link's own, with its key). */
  async function loggedRefusal(request: Request, withRecords: boolean) {
    await ownerOf(request, withRecords, 'refusals', true);
    if (!withRecords) return;
    const id = randomUUID();
    const dog = await dogFor('refusals');
    const logged = await t.app.inject({
      method: 'PUT',
      url: `/api/dogs/${dog.id}/refusals/${id}?key=${encodeURIComponent(dog.ownerToken)}`,
      headers: { origin: SAME_SITE },
      payload: {
        occurredAt: '2026-11-20T12:00:00Z',
        placeName: '',
        placeKind: 'shop',
        events: ['refusedEntry'],
        notes: '',
      },
    });
    if (logged.statusCode !== 201) throw new Error(`refusal not logged: ${logged.body}`);
    request.params.refusalId = id;
  }
  /** A staff account of its own and a session signed in with its password (and, with `trusted`, a second factor). */
  async function passwordOnly({ app, trusted = false }: { app: boolean; trusted?: boolean }) {
    const db = t.context.database.db;
    const adminId = await createStaff(t.context, `second-step-${randomUUID()}@example.org`);
    const secret = newTotpSecret();
    if (app) await addFactor(db, adminId, { kind: 'totp', label: 'Phone', secret, lastStep: null });
    const token = await createSession(db, { adminId, ...(trusted ? { secondFactor: 'totp' as const } : {}) });
    return { adminId, secret, cookie: `${SESSION_COOKIE}=${token}` };
  }
  /** A contact email changed through the owner link, and the token of the link it sent for `action`. */
  async function emailChangeToken(action: 'undo' | 'confirm'): Promise<string> {
    const dog = await register();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/contact?key=${encodeURIComponent(dog.ownerToken)}`,
      payload: { ...OWNER, ownerEmail: `moved-${randomUUID()}@example.net` },
    });
    if (changed.statusCode !== 200) throw new Error(`contact change failed: ${changed.body}`);
    const mail = await t.context.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('dog_id', '=', dog.id)
      .where('kind', '=', action === 'undo' ? 'owner_email.changed' : 'owner_email.confirm')
      .executeTakeFirstOrThrow();
    return new RegExp(`/email-change/${action}#([\\w-]+)`).exec(mail.text_body)?.[1] ?? '';
  }
  async function ownerOf(request: Request, withRecords: boolean, purpose: string, alwaysKey = false) {
    if (!withRecords) return;
    const dog = await dogFor(purpose);
    request.params.id = dog.id;
    if (alwaysKey || request.query.key !== undefined) request.query.key = dog.ownerToken;
  }
  /** A passed public access test of the team, once: its training attestation stands. */
  async function passedAccessTest(id: string) {
    if (await t.context.database.db.selectFrom('access_tests').select('id').where('dog_id', '=', id).executeTakeFirst())
      return;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${id}/access-tests`,
      headers: { cookie: staffCookie, origin: SAME_SITE },
      payload: { testedOn: new Date().toISOString().slice(0, 10), evaluatorLicense: TRAINER, result: 'passed' },
    });
    if (answer.statusCode !== 200) throw new Error(`access test failed: ${answer.body}`);
  }
  async function staffOf(request: Request, withRecords: boolean, purpose: string) {
    if (withRecords) request.params.id = (await dogFor(purpose)).id;
  }

  /** What the document says is wrong with a request, or null. */
  function documentedProblems(op: Op, request: Request): string | null {
    for (const parameter of op.operation.parameters ?? []) {
      const where: Record<string, unknown> = {
        path: request.params,
        query: request.query,
        header: request.headers,
        cookie: {},
      }[parameter.in];
      const value = where[parameter.name];
      if (value === undefined) {
        if (parameter.required) return `${parameter.name} is missing`;
        continue;
      }
      const problem = validator.problems(parameter.schema, value);
      if (problem) return `${parameter.name}: ${problem}`;
    }
    if (op.bodySchema) {
      if (request.body === undefined) return 'no body';
      // A form's text travels with its line breaks as CR LF (the HTML form encoding): that is the value sent.
      const asSent = (value: unknown) =>
        isFileChoice(value) ? '(file)' : typeof value === 'string' ? value.replace(/\r\n|\r|\n/g, '\r\n') : value;
      const asDocumented =
        op.bodyType === 'multipart/form-data'
          ? Object.fromEntries(Object.entries(body(request)).map(([name, value]) => [name, asSent(value)]))
          : request.body;
      const problem = validator.problems(op.bodySchema, asDocumented);
      if (problem) return `body: ${problem}`;
    }
    return null;
  }

  /** Path segments an HTTP client cannot send as they are: `.` and `..` are resolved away. */
  const sendable = (request: Request) =>
    Object.values(request.params).every((value) => value !== '.' && value !== '..');

  function validRequests(op: Op): Request[] {
    const parameters = op.operation.parameters ?? [];
    const group = (where: Parameter['in']) => {
      const chosen = parameters.filter((parameter) => parameter.in === where);
      return fc.record(
        Object.fromEntries(chosen.map((parameter) => [parameter.name, arbitraryFor(parameter.schema, validator)])),
        { requiredKeys: chosen.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
      );
    };
    const request = fc.record({
      params: group('path'),
      query: group('query'),
      headers: group('header'),
      body: op.bodySchema ? arbitraryFor(op.bodySchema, validator) : fc.constant(undefined),
    });
    return fc.sample(
      request.filter((candidate) => sendable(candidate) && documentedProblems(op, candidate) === null),
      { seed: seedOf(op.key), numRuns: VALID_RUNS },
    ) as Request[];
  }

  function fileFor(field: string, mediaType: string): FormFile {
    const data = files[mediaType];
    if (!data) throw new Error(`No sample file of ${mediaType}`);
    return { field, data, filename: `${field}.${mediaType.split('/')[1]}`, type: mediaType };
  }

  /**
   * The staff session, its second factor renewed each minute: exports, batches and removals ask for one
   * from the last five minutes, and a loaded machine may take longer than that over the whole run.
   */
  let staffCookieAt = 0;
  async function freshStaffCookie(): Promise<string> {
    if (Date.now() - staffCookieAt > 60_000) {
      staffCookie = await staffSessionCookie(t.context);
      staffCookieAt = Date.now();
    }
    return staffCookie;
  }

  async function send(op: Op, request: Request) {
    const url =
      op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request.params[name] ?? ''))) +
      (Object.keys(request.query).length > 0
        ? `?${new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, String(value)]))}`
        : '');
    const headers: Record<string, string> = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    if (op.needsSession && !request.anonymous) {
      headers.cookie = await freshStaffCookie();
      headers.origin = SAME_SITE;
    }
    if (request.cookie && !request.anonymous) headers.cookie = request.cookie;
    if (request.origin) headers.origin = request.origin;
    let payload: string | FormData | undefined;
    if (request.body !== undefined && op.bodyType === 'multipart/form-data' && !request.mediaType) {
      const fields: Record<string, string> = {};
      const parts: FormFile[] = [];
      for (const [name, value] of Object.entries(body(request))) {
        if (isFileChoice(value)) parts.push(fileFor(name, value.file));
        else if (typeof value === 'object' && value !== null && 'data' in value) parts.push(value as FormFile);
        else fields[name] = String(value);
      }
      payload = multipartForm(fields, parts);
    } else if (request.body !== undefined) {
      payload = JSON.stringify(request.body);
      headers['content-type'] = request.mediaType ?? 'application/json';
    }
    sent[phase] = (sent[phase] ?? 0) + 1;
    return t.app.inject({ method: op.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  /** What is wrong with an answer against the document, or null. */
  function answerProblems(op: Op, answer: Awaited<ReturnType<typeof send>>): string | null {
    const documented = op.operation.responses[String(answer.statusCode)];
    if (answer.statusCode >= 500) return `server error ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
    if (!documented) return `undocumented status ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
    if (!documented.content) return answer.body === '' ? null : `a body where none is documented`;
    const mediaType = String(answer.headers['content-type'] ?? '').split(';')[0]!;
    const declared = documented.content[mediaType];
    if (!declared) return `${answer.statusCode} as ${mediaType}, documented ${Object.keys(documented.content)}`;
    if (!isJson(mediaType)) return null;
    const problem = validator.problems(declared.schema, answer.json());
    return problem && `${answer.statusCode} body: ${problem} in ${answer.body.slice(0, 300)}`;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    doc = (await t.app.inject('/api/docs/json')).json<OpenApiDocument>();
    validator = createValidator(doc.components.schemas);
    const [sessionScheme] = Object.entries(doc.components.securitySchemes).find(
      ([, scheme]) => scheme.in === 'cookie' && scheme.name === SESSION_COOKIE,
    )!;
    ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [null, null];
        const ways = operation.security ?? [];
        return {
          needsSession: ways.length > 0 && ways.every((way) => sessionScheme in way),
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          operation,
          bodyType,
          bodySchema: media?.schema ?? null,
        };
      }),
    );
    staffCookie = await staffSessionCookie(t.context);
    await addTrainer(t.context, TRAINER);
    await addTrainer(t.context, TRAINER_TO_EDIT);
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0784a' } });
    for (const type of PHOTO_MIME_TYPES) {
      const format = type.split('/')[1] as 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff';
      files[type] = await picture.clone().toFormat(format).toBuffer();
    }
    files['application/pdf'] = MINIMAL_PDF;
  });
  afterAll(async () => {
    console.info(`[contract] ${dialect}: ${ops?.length} operations; requests sent: ${JSON.stringify(sent)}`);
    await t?.close();
  });

  it('answers every documented-valid request as documented, and never refuses one as invalid', async () => {
    phase = 'valid';
    const problems: string[] = [];
    const succeeded = new Set<string>();
    for (const op of ops) {
      const examples = validRequests(op);
      expect(examples.length, op.key).toBe(VALID_RUNS);
      for (const [index, example] of examples.entries()) {
        const request = clone(example);
        await RECORDS[op.key]?.(request, index % 2 === 0);
        const invalid = documentedProblems(op, request);
        if (invalid) throw new Error(`${op.key}: the test made an invalid "valid" request: ${invalid}`);
        const answer = await send(op, request);
        const problem = answerProblems(op, answer);
        if (problem) problems.push(`${op.key} #${index}: ${problem}`);
        else if (REFUSALS.includes(answer.statusCode))
          problems.push(`${op.key} #${index}: refused ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        if (answer.statusCode < 300) succeeded.add(op.key);
      }
    }
    expect(problems).toEqual([]);
    // Only these cannot succeed here: an admin exists, so every setup link is spent (410); a passkey's
    // answer needs an authenticator's signature (e2e/second-factor.spec.ts gives one in Chromium).
    expect(ops.map((op) => op.key).filter((key) => !succeeded.has(key))).toEqual([
      'POST /api/auth/setup',
      'POST /api/auth/mfa/passkey',
      'POST /api/auth/factors/passkey',
    ]);
  });

  /** Invalid requests made from a valid one with records, one rule broken each. */
  /**
   * The valid request, and one more for each `if`/`then` rule of the body, with the `if` met (a service
   * type of Other, a status that needs a reason) and the `then` kept: a field broken under each.
   */
  function conditionalBases(op: Op, base: Request): Request[] {
    const rules = [op.bodySchema ?? {}, ...((op.bodySchema?.allOf ?? []) as JsonSchema[])].filter(
      (rule) => rule.if && rule.then,
    );
    const bases = rules.map((rule) => {
      const request = clone(base);
      const condition = (rule.if as JsonSchema).properties as Record<string, JsonSchema>;
      for (const [name, schema] of Object.entries(condition)) {
        body(request)[name] = (schema.enum as unknown[] | undefined)?.[0] ?? schema.const;
      }
      for (const name of ((rule.then as JsonSchema).required ?? []) as string[]) body(request)[name] = 'In words';
      return request;
    });
    return [base, ...bases.filter((request) => documentedProblems(op, request) === null)];
  }

  async function invalidRequests(op: Op): Promise<Invalid[]> {
    const [first] = validRequests(op);
    await RECORDS[op.key]?.(first!, true);
    const bases = conditionalBases(op, first!);
    const out: Invalid[] = [];
    const variant = (label: string, change: (request: Request) => void, field?: string, everyBase = false) => {
      for (const [index, base] of (everyBase ? bases : [first!]).entries()) {
        const request = clone(base);
        change(request);
        out.push({ label: index === 0 ? label : `${label}, if ${index}`, request, field });
      }
    };
    for (const parameter of op.operation.parameters ?? []) {
      const where = ({ path: 'params', query: 'query', header: 'headers' } as const)[
        parameter.in as 'path' | 'query' | 'header'
      ];
      for (const { label, value } of invalidValuesFor(parameter.schema, validator, { inUrl: true })) {
        variant(
          `${parameter.in} ${parameter.name} ${label}`,
          (request) => {
            request[where][parameter.name] = value;
          },
          parameter.name,
        );
      }
    }
    if (op.bodySchema) {
      const multipart = op.bodyType === 'multipart/form-data';
      const properties = (op.bodySchema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (op.bodySchema.required ?? []) as string[];
      for (const [name, schema] of Object.entries(properties)) {
        if (required.includes(name)) variant(`${name} left out`, (request) => delete body(request)[name], name, true);
        for (const { label, value } of invalidValuesFor(schema, validator, { inUrl: multipart })) {
          variant(
            `${name} ${label}`,
            (request) => {
              body(request)[name] = value;
            },
            name,
            true,
          );
        }
        // A field the `then` of a rule asks for, left out where the `if` holds.
        if (!required.includes(name)) variant(`${name} left out`, (request) => delete body(request)[name], name, true);
      }
      if (op.bodySchema.additionalProperties === false)
        variant(
          'an unknown field',
          (request) => {
            body(request).unexpected = 'x';
          },
          'unexpected',
        );
      variant(`not ${op.bodyType}`, (request) => {
        request.mediaType = 'text/plain';
      });
      if (multipart) {
        for (const [name, schema] of Object.entries(properties).filter(([, schema]) => schema.format === 'binary')) {
          const text = Buffer.from('This is a letter, not an image or a PDF.');
          // HEIC's first bytes: a phone's photo, which the document does not promise and the server refuses.
          const heic = Buffer.from('000000186674797068656963000000006d69663168656963', 'hex');
          variant(
            `${name} not of its types`,
            (request) => {
              body(request)[name] = { field: name, data: text, filename: 'x.jpg', type: 'image/jpeg' };
            },
            name,
          );
          if (JSON.stringify(schema).includes('image/jpeg'))
            variant(
              `${name} HEIC`,
              (request) => {
                body(request)[name] = { field: name, data: heic, filename: 'x.heic', type: 'image/heic' };
              },
              name,
            );
        }
      } else {
        variant('a list for the body', (request) => {
          request.body = [];
        });
      }
    }
    // Only variants the document refuses are invalid examples. A file of the wrong content counts: the
    // document names the media types a file part may be (contentMediaType), which the server tells by content.
    return out.filter(({ request }) => request.mediaType !== undefined || documentedProblems(op, request) !== null);
  }

  it('refuses every documented-invalid request with 400, 413, 414, 415 or 422 in the error shape', async () => {
    phase = 'invalid';
    const problems: string[] = [];
    for (const op of ops) {
      for (const { label, request, field } of await invalidRequests(op)) {
        const answer = await send(op, request);
        const problem = answerProblems(op, answer);
        if (problem) problems.push(`${op.key} (${label}): ${problem}`);
        else if (!REFUSALS.includes(answer.statusCode))
          problems.push(`${op.key} (${label}): answered ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        // A field refused as invalid is named, so the refusal is for the broken rule and not another.
        else if (answer.statusCode === 422 && field && !answer.json().error.fields?.[field])
          problems.push(`${op.key} (${label}): 422 without fields.${field}: ${answer.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a staff route without a session (401) or from another site (403), as documented', async () => {
    phase = 'no session or cross-site';
    const problems: string[] = [];
    for (const op of ops.filter((candidate) => candidate.needsSession)) {
      const [base] = validRequests(op);
      await RECORDS[op.key]?.(base!, true);
      for (const [status, variant] of [
        [401, { ...base!, anonymous: true }],
        [403, { ...base!, origin: 'https://elsewhere.example' }],
      ] as const) {
        const answer = await send(op, variant);
        const problem = answerProblems(op, answer);
        if (problem || answer.statusCode !== status)
          problems.push(`${op.key} ${status}: ${problem ?? answer.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a value naming no record the registry lists with 422 and a reason code, as the descriptions say', async () => {
    phase = 'unknown records';
    const cases: { key: string; field: string; value: string }[] = [
      { key: 'POST /api/registrations', field: 'paymentCode', value: 'NO-SUCH-CODE' },
      { key: 'POST /api/registrations', field: 'trainerLicenseNumber', value: 'NO-SUCH-TRAINER' },
      { key: 'POST /api/registrations', field: 'programme', value: 'no-such-programme' },
      { key: 'POST /api/dogs/{id}/renewal', field: 'paymentCode', value: 'NO-SUCH-CODE' },
      { key: 'POST /api/admin/dogs/{id}/access-tests', field: 'evaluatorLicense', value: 'NO-SUCH-TRAINER' },
    ];
    for (const { key, field, value } of cases) {
      const op = ops.find((candidate) => candidate.key === key)!;
      const [request] = validRequests(op);
      await RECORDS[key]!(request!, true);
      body(request!)[field] = value;
      expect(documentedProblems(op, request!), key).toBeNull();
      const answer = await send(op, request!);
      expect(answerProblems(op, answer), key).toBeNull();
      expect(answer.statusCode, key).toBe(422);
      expect(answer.json().error.reasons?.[field], `${key} ${field}`).toEqual(expect.any(String));
    }
  });

  it('answers 405 with Allow for a method a path does not have', async () => {
    phase = 'wrong method';
    const views = await dogFor('views');
    const concrete = (path: string) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? views.id : 'sample'));
    const templates = Object.entries(doc.paths).map(([path, methods]) => ({
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]*')}$`),
      methods: Object.keys(methods).map((method) => method.toUpperCase()),
    }));
    const problems: string[] = [];
    let asked = 0;
    for (const path of Object.keys(doc.paths)) {
      const url = concrete(path);
      const served = new Set(templates.filter(({ pattern }) => pattern.test(url)).flatMap(({ methods }) => methods));
      if (served.has('GET')) served.add('HEAD');
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !served.has(m))) {
        asked += 1;
        sent[phase] = (sent[phase] ?? 0) + 1;
        const answer = await t.app.inject({ method: method as 'GET', url });
        const allow = new Set(String(answer.headers.allow ?? '').split(/,\s*/));
        const bodyProblem =
          method === 'HEAD' ? null : validator.problems({ $ref: '#/components/schemas/ApiError' }, answer.json());
        if (answer.statusCode !== 405 || [...served].sort().join() !== [...allow].sort().join() || bodyProblem) {
          problems.push(`${method} ${url}: ${answer.statusCode} Allow: ${answer.headers.allow} ${bodyProblem ?? ''}`);
        }
        if (method !== 'HEAD' && answer.json().error?.code !== 'METHOD_NOT_ALLOWED')
          problems.push(`${method} ${url}: code ${answer.json().error?.code}`);
      }
    }
    expect(asked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
