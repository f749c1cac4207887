import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { MINIMAL_PDF, registrationFields, smallPng } from '../../../support/registration-forms';
import { staffSessionCookie } from '../test/staff-session';
import { addPaymentCodes, addTrainer } from '../test/fixtures-db';
import { PHOTO_MAX_EDGE } from '../files/photo-transform';
import { jpegPhoto, photoFile, samplePhoto, submitRegistration } from '../test/submit';
import { countRows, createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { english } from '../test/english';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(testDialects)('POST /api/registrations on %s', (dialect) => {
  let t: TestApp;
  let codeNumber = 0;
  /** A fresh payment code for each registration, so tests do not depend on each other's order. */
  async function freshCode(): Promise<string> {
    const code = `T-${dialect}-${++codeNumber}`.toUpperCase();
    await addPaymentCodes(t.context, [code]);
    return code;
  }
  async function codeIsUsed(code: string): Promise<boolean> {
    const row = await t.context.database.db
      .selectFrom('payment_codes')
      .select('used_at')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row.used_at !== null;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('creates a pending record with a registry number and a one-time owner token', async () => {
    const code = await freshCode();
    const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: code }) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.registryNumber).toMatch(/^SDR-\d{4}$/);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.ownerToken.length).toBeGreaterThanOrEqual(43);

    const row = await t.context.database.db
      .selectFrom('service_dogs')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      dog_name: 'Biscuit',
      payment_code: code,
      registry_number: body.registryNumber,
    });
    expect(row.owner_token_hash).not.toContain(body.ownerToken);
    expect(new Date(row.expires_at).getUTCFullYear() - new Date(row.registration_date).getUTCFullYear()).toBe(10);
    expect(await codeIsUsed(code)).toBe(true);

    const log = await t.context.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('dog_id', '=', body.id)
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(['registration.created']);
  });

  it('keeps the service type from visitors unless the handler chose to show it', async () => {
    const activate = (id: string) =>
      t.context.database.db.updateTable('service_dogs').set({ status: 'active' }).where('id', '=', id).execute();
    const hidden = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: await freshCode() }) });
    const shown = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: await freshCode(), showServiceType: 'yes' }),
    });
    await Promise.all([activate(hidden.json().id), activate(shown.json().id)]);
    expect((await t.app.inject(`/api/dogs/${hidden.json().id}`)).json().serviceType).toBeNull();
    expect((await t.app.inject(`/api/dogs/${shown.json().id}`)).json().serviceType).toBe(
      'Guide Dog (Visual Impairment)',
    );
    const refused = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: await freshCode(), showServiceType: 'maybe' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().error.fields)).toEqual(['showServiceType']);
  });

  it('stores the photo as an upright JPEG without EXIF or GPS, with a WebP thumbnail', async () => {
    const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: await freshCode() }) });
    const { id, ownerToken } = res.json();
    const card = (await t.app.inject(`/api/dogs/${id}?key=${ownerToken}`)).json();
    const photo = await t.app.inject(card.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(PHOTO_MAX_EDGE);
    expect(meta.exif).toBeUndefined();
    expect((await sharp(await samplePhoto()).metadata()).exif).toBeDefined();
    const thumbnail = await t.app.inject(card.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumb = await sharp(thumbnail.rawPayload).metadata();
    expect(thumb.width).toBe(320);
    expect(thumb.exif).toBeUndefined();
  });

  it('keeps a certification file private', async () => {
    const res = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: await freshCode() }),
      files: [
        await photoFile(),
        { field: 'certificationFile', data: MINIMAL_PDF, filename: 'cert.pdf', type: 'application/pdf' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const row = await t.context.database.db
      .selectFrom('service_dogs')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.certification_key).toMatch(/^certifications\/.+\.pdf$/);
    expect(row.certification_mime).toBe('application/pdf');
    const name = row.certification_key?.split('/')[1];
    expect((await t.app.inject(`/api/files/certifications/${name}`)).statusCode).toBe(404);
    const traversal = await t.app.inject(`/api/files/photos/..%2Fcertifications%2F${name}`);
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.rawPayload.subarray(0, 4).toString()).not.toBe('%PDF');
    const full = (await t.app.inject(`/api/dogs/${row.id}?key=${res.json().ownerToken}`)).json();
    expect(full.hasCertificationFile).toBe(true);
    expect(JSON.stringify(full)).not.toContain('certifications');
  });

  describe('refusals change nothing', () => {
    async function expectRefused(
      response: Awaited<ReturnType<typeof submitRegistration>>,
      status: number,
      fields?: Record<string, string>,
    ) {
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(typeof body.error.message).toBe('string');
      if (fields) expect(body.error.fields).toEqual(fields);
    }
    let before: { dogs: number; files: number };
    beforeAll(async () => {
      before = {
        dogs: await countRows(t.context, 'service_dogs'),
        files: (await filesUnder(t.context.config.uploadsDir)).length,
      };
    });
    afterAll(async () => {
      expect(await countRows(t.context, 'service_dogs')).toBe(before.dogs);
      expect((await filesUnder(t.context.config.uploadsDir)).length).toBe(before.files);
    });

    it('stores no file and no record when a file cannot be written, and leaves the payment code unused', async () => {
      const storage = t.context.storage;
      const put = storage.put.bind(storage);
      // The thumbnail's write fails at once, while the photo's is still under way.
      storage.put = async (key, data) => {
        if (key.endsWith('-thumb.webp')) throw new Error('no space left on device');
        return put(key, data);
      };
      try {
        const code = await freshCode();
        const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: code }) });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('no space left');
        expect(await codeIsUsed(code)).toBe(false);
      } finally {
        storage.put = put;
      }
    });

    it('lists every missing field with its message', async () => {
      const res = await submitRegistration(t.app, { fields: {}, files: [] });
      await expectRefused(res, 422, {
        dogName: english(MESSAGES.dogNameRequired),
        dogBreed: english(MESSAGES.dogBreedRequired),
        dogAge: english(MESSAGES.dogAgeRequired),
        dogPhoto: english(MESSAGES.dogPhotoRequired),
        serviceType: english(MESSAGES.serviceTypeRequired),
        trainerLicenseNumber: english(MESSAGES.trainerLicenseRequired),
        ownerName: english(MESSAGES.ownerNameRequired),
        ownerAddress: english(MESSAGES.ownerAddressRequired),
        ownerPhone: english(MESSAGES.ownerPhoneRequired),
        ownerEmail: english(MESSAGES.ownerEmailRequired),
        paymentCode: english(MESSAGES.paymentCodeRequired),
      });
    });

    it('refuses an unknown trainer and a used payment code, and leaves the code unused', async () => {
      const code = await freshCode();
      const res = await submitRegistration(t.app, {
        fields: registrationFields({ trainerLicenseNumber: 'FAKE-1', paymentCode: code }),
      });
      await expectRefused(res, 422, { trainerLicenseNumber: english(MESSAGES.trainerNotFound) });
      expect(await codeIsUsed(code)).toBe(false);
      await t.context.database.db
        .updateTable('payment_codes')
        .set({ used_at: new Date().toISOString() })
        .where('code', '=', code)
        .execute();
      const used = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: code }) });
      await expectRefused(used, 422, { paymentCode: english(MESSAGES.paymentCodeUsed) });
    });

    it('says why a trainer listing or a code is refused, with a code for each reason', async () => {
      await addTrainer(t.context, `SUSP-${dialect}`.toUpperCase(), { status: 'suspended' });
      await addTrainer(t.context, `OLD-${dialect}`.toUpperCase(), { expiresOn: '2027-01-15' });
      const voided = await freshCode();
      await t.context.database.db
        .updateTable('payment_codes')
        .set({ voided_at: new Date().toISOString() })
        .where('code', '=', voided)
        .execute();
      const suspended = await submitRegistration(t.app, {
        fields: registrationFields({ trainerLicenseNumber: `susp-${dialect}`, paymentCode: voided }),
      });
      await expectRefused(suspended, 422, {
        trainerLicenseNumber: "This trainer's listing is suspended.",
        paymentCode: english(MESSAGES.paymentCodeVoided),
      });
      expect(suspended.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        reasons: { trainerLicenseNumber: 'TRAINER_SUSPENDED', paymentCode: 'CODE_VOIDED' },
      });

      // Listed through 15 January 2027: refused once that day is over, in UTC as the check endpoint counts it.
      const code = await freshCode();
      await t.context.database.db
        .updateTable('trainers')
        .set({ expires_on: '2021-01-15' })
        .where('license_number', '=', `OLD-${dialect}`.toUpperCase())
        .execute();
      const expired = await submitRegistration(t.app, {
        fields: registrationFields({ trainerLicenseNumber: `OLD-${dialect}`, paymentCode: code }),
      });
      await expectRefused(expired, 422, {
        trainerLicenseNumber: "This trainer's listing expired on January 15, 2021.",
      });
      expect(expired.json().error.reasons).toEqual({ trainerLicenseNumber: 'TRAINER_EXPIRED' });
      expect(await codeIsUsed(code)).toBe(false);
      // A registration made in Spanish is refused in Spanish.
      const expiredInSpanish = await submitRegistration(t.app, {
        fields: registrationFields({ trainerLicenseNumber: `OLD-${dialect}`, paymentCode: code, language: 'es' }),
      });
      await expectRefused(expiredInSpanish, 422, {
        trainerLicenseNumber: 'La inscripción de este entrenador venció el 15 de enero de 2021.',
      });

      const unknown = await submitRegistration(t.app, {
        fields: registrationFields({ trainerLicenseNumber: 'FAKE-1', paymentCode: 'NEVER-ISSUED' }),
      });
      expect(unknown.json().error).toMatchObject({
        fields: {
          trainerLicenseNumber: english(MESSAGES.trainerNotFound),
          paymentCode: english(MESSAGES.paymentCodeInvalid),
        },
        reasons: { trainerLicenseNumber: 'TRAINER_NOT_FOUND', paymentCode: 'CODE_NOT_FOUND' },
      });
      // Only the reason: nothing about the trainer's listing or whoever used the code.
      expect(Object.keys(unknown.json().error).sort()).toEqual(['code', 'fields', 'message', 'reasons']);
    });

    it('checks the photo by content: a text file named .jpg is not an image', async () => {
      const res = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        files: [
          {
            field: 'dogPhoto',
            data: Buffer.from('<html><script>alert(1)</script></html>'),
            filename: 'dog.jpg',
            type: 'image/jpeg',
          },
        ],
      });
      await expectRefused(res, 422, { dogPhoto: english(MESSAGES.photoNotImage) });
    });

    it('refuses an SVG photo and a truncated JPEG', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const jpeg = await samplePhoto();
      for (const data of [svg, jpeg.subarray(0, Math.floor(jpeg.length / 2))]) {
        const res = await submitRegistration(t.app, {
          fields: registrationFields({ paymentCode: await freshCode() }),
          files: [{ field: 'dogPhoto', data, filename: 'dog.png', type: 'image/png' }],
        });
        await expectRefused(res, 422, { dogPhoto: english(MESSAGES.photoNotImage) });
      }
    });

    it('refuses a photo over 5 MB and a certification over 10 MB', async () => {
      const big = Buffer.concat([await smallPng(), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        files: [{ field: 'dogPhoto', data: big, filename: 'dog.png' }],
      });
      await expectRefused(res, 422, { dogPhoto: english(MESSAGES.photoTooLarge) });
      const huge = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const cert = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        files: [await photoFile(), { field: 'certificationFile', data: huge, filename: 'cert.pdf' }],
      });
      await expectRefused(cert, 422, { certificationFile: english(MESSAGES.certificationTooLarge) });
    });

    it('refuses a certification that is not PDF, JPEG or PNG, whatever its name', async () => {
      const zip = Buffer.from('504b0304140000000800', 'hex');
      const res = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        files: [
          await photoFile(),
          { field: 'certificationFile', data: zip, filename: 'cert.pdf', type: 'application/pdf' },
        ],
      });
      await expectRefused(res, 422, { certificationFile: english(MESSAGES.certificationWrongType) });
    });

    it('names unknown fields and refuses unknown files and non-multipart bodies', async () => {
      const extra = await submitRegistration(t.app, {
        fields: { ...registrationFields({ paymentCode: await freshCode() }), status: 'active' },
      });
      await expectRefused(extra, 422);
      expect(extra.json().error.fields).toEqual({ status: 'Unknown field: status' });
      const unknownFile = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        files: [await photoFile(), { field: 'avatar', data: await smallPng(), filename: 'a.png' }],
      });
      await expectRefused(unknownFile, 400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const res = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        idempotencyKey: 'bad key!',
      });
      await expectRefused(res, 400);
    });
  });

  describe('idempotency', () => {
    it('returns the first result for a repeated key and creates one record', async () => {
      const fields = registrationFields({ paymentCode: await freshCode(), dogName: 'Twice' });
      const key = `key-${dialect}-repeat-1`;
      const dogsBefore = await countRows(t.context, 'service_dogs');
      const first = await submitRegistration(t.app, { fields, idempotencyKey: key });
      const second = await submitRegistration(t.app, { fields, idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await countRows(t.context, 'service_dogs')).toBe(dogsBefore + 1);
      const stored = await t.context.database.db.selectFrom('idempotency_keys').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(first.json().ownerToken);
    });

    it('makes one record from a double click (two requests at once with one key)', async () => {
      const fields = registrationFields({ paymentCode: await freshCode(), dogName: 'Double' });
      const key = `key-${dialect}-double-1`;
      const dogsBefore = await countRows(t.context, 'service_dogs');
      const [a, b] = await Promise.all([
        submitRegistration(t.app, { fields, idempotencyKey: key }),
        submitRegistration(t.app, { fields, idempotencyKey: key }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()).toEqual(b.json());
      expect(await countRows(t.context, 'service_dogs')).toBe(dogsBefore + 1);
    });

    it('refuses a key reused for a different registration', async () => {
      const key = `key-${dialect}-reuse-1`;
      await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode() }),
        idempotencyKey: key,
      });
      const other = await submitRegistration(t.app, {
        fields: registrationFields({ paymentCode: await freshCode(), dogName: 'Other' }),
        idempotencyKey: key,
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('refuses a key reused with the same fields but another photo', async () => {
      const key = `key-${dialect}-reuse-photo`;
      const fields = registrationFields({ paymentCode: await freshCode() });
      const first = await submitRegistration(t.app, { fields, idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      const otherPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a05a2c' } })
        .jpeg()
        .toBuffer();
      const other = await submitRegistration(t.app, { fields, files: [jpegPhoto(otherPhoto)], idempotencyKey: key });
      expect(other.statusCode).toBe(422);
      expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});

describe.each(testDialects)('registry numbers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives 50 concurrent registrations the numbers 1 to 50, each once', async () => {
    const codes = Array.from({ length: 50 }, (_, i) => `BULK-${i + 1}`);
    await addPaymentCodes(t.context, codes);
    const responses = await Promise.all(
      codes.map((code, i) =>
        submitRegistration(t.app, {
          fields: registrationFields({ paymentCode: code, dogName: `Dog ${i}` }),
          idempotencyKey: `bulk-${dialect}-${i}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(codes.map(() => 201));
    const numbers = responses.map((r) => r.json().registryNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `SDR-${String(i + 1).padStart(4, '0')}`));
  });

  it('continues above the largest legacy SD- number', async () => {
    const at = new Date().toISOString();
    await t.context.database.db
      .insertInto('service_dogs')
      .values({
        id: `legacy-${dialect}`,
        registry_number: 'SD-0107',
        registry_seq: 107,
        dog_name: 'Old Timer',
        dog_breed: 'Beagle',
        dog_age: '9 years',
        service_type: 'Hearing Dog',
        service_type_other: null,
        microchip_number: null,
        photo_key: null,
        thumbnail_key: null,
        certification_key: null,
        certification_mime: null,
        owner_name: 'Legacy Owner',
        owner_address: 'somewhere',
        owner_phone: '5550001111',
        owner_email: 'legacy@example.net',
        trainer_license_number: 'DEMO-12345',
        payment_code: null,
        status: 'active',
        registration_date: at,
        last_updated: at,
        expires_at: at,
        owner_token_hash: 'x',
      })
      .execute();
    await addPaymentCodes(t.context, ['AFTER-LEGACY']);
    const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'AFTER-LEGACY' }) });
    expect(res.json().registryNumber).toBe('SDR-0108');
  });

  it('never gives the number of a denied or deleted record to another dog', async () => {
    const cookie = await staffSessionCookie(t.context);
    const admin = (method: 'POST' | 'DELETE', url: string, body?: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(body ? { payload: body } : {}) });
    await addPaymentCodes(t.context, ['RETIRE-1', 'RETIRE-2', 'RETIRE-3']);
    const register = async (code: string) =>
      (await submitRegistration(t.app, { fields: registrationFields({ paymentCode: code }) })).json() as {
        id: string;
        registryNumber: string;
      };

    const denied = await register('RETIRE-1');
    expect(denied.registryNumber).toBe('SDR-0109');
    expect((await admin('POST', `/dogs/${denied.id}/deny`, { reason: 'Not a service dog' })).statusCode).toBe(200);
    const deleted = await register('RETIRE-2');
    expect(deleted.registryNumber).toBe('SDR-0110');
    expect((await admin('DELETE', `/dogs/${deleted.id}`)).statusCode).toBe(204);
    expect((await register('RETIRE-3')).registryNumber).toBe('SDR-0111');

    // The retired numbers, and the cards printed for them, say so; they never show another dog.
    for (const [retired, url] of [
      [denied, '/api/lookup/SDR-0109'],
      [deleted, '/api/lookup/sdr-110'],
      [denied, `/api/dogs/${denied.id}`],
      [deleted, `/api/dogs/${deleted.id}`],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ view: 'not_valid', registryNumber: retired.registryNumber, revoked: false });
    }
  });
});
