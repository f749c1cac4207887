import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { addPaymentCodes, addTrainer } from '../test/fixtures-db';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { english } from '../test/english';

describe.each(testDialects)('public routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { REGISTRY_NAME: 'Riverside Service Dog Registry', FEE_CENTS: '4500' });
    await addTrainer(t.context, 'SUSP-1', { status: 'suspended' });
    await addTrainer(t.context, 'OLD-1', { expiresOn: '2020-01-01' });
    await addPaymentCodes(t.context, ['USED-1', 'VOID-1']);
    await t.context.database.db
      .updateTable('payment_codes')
      .set({ used_at: new Date().toISOString() })
      .where('code', '=', 'USED-1')
      .execute();
    await t.context.database.db
      .updateTable('payment_codes')
      .set({ voided_at: new Date().toISOString() })
      .where('code', '=', 'VOID-1')
      .execute();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('publishes the configured name and fee, and how to get a payment code', async () => {
    const body = (await t.app.inject('/api/config')).json();
    expect(body).toMatchObject({
      registryName: 'Riverside Service Dog Registry',
      feeCents: 4500,
      validityYears: 10,
      registryPrefix: 'SDR-',
      paymentHelpText: t.context.config.paymentHelpText,
      paymentHelpUrl: null,
    });
    expect(body.paymentHelpText.en).toMatch(/payment confirmation numbers/i);
    expect(body.paymentHelpText.es).toMatch(/números de confirmación de pago/i);
  });

  describe('trainer directory check', () => {
    it('finds an active trainer, forgiving case and spaces', async () => {
      const res = await t.app.inject('/api/trainers/%20demo-12345%20');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ licenseNumber: 'DEMO-12345', credentialId: 'DEMO-CRED-0001' });
    });

    it.each([
      ['NOPE-1', 'TRAINER_NOT_FOUND', english(MESSAGES.trainerNotFound)],
      ['SUSP-1', 'TRAINER_SUSPENDED', "This trainer's listing is suspended."],
      ['OLD-1', 'TRAINER_EXPIRED', "This trainer's listing expired on January 1, 2020."],
    ])('refuses %s and says why (%s)', async (license, code, message) => {
      const res = await t.app.inject(`/api/trainers/${license}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code, message } });
    });

    it('says why in the language the reader asked for', async () => {
      const res = await t.app.inject({ url: '/api/trainers/OLD-1', headers: { 'accept-language': 'es-MX' } });
      expect(res.json()).toEqual({
        error: { code: 'TRAINER_EXPIRED', message: 'La inscripción de este entrenador venció el 1 de enero de 2020.' },
      });
    });
  });

  describe('payment code check', () => {
    const verify = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });

    it('accepts an unused code without consuming it', async () => {
      expect((await verify({ code: ' demo-0002 ' })).json()).toEqual({ valid: true });
      expect((await verify({ code: 'DEMO-0002' })).json()).toEqual({ valid: true });
    });

    it.each([
      ['USED-1', english(MESSAGES.paymentCodeUsed)],
      ['VOID-1', english(MESSAGES.paymentCodeVoided)],
      ['NEVER-ISSUED', english(MESSAGES.paymentCodeInvalid)],
    ])('rejects %s and says why', async (code, message) => {
      expect((await verify({ code })).json()).toEqual({ valid: false, message });
    });

    it('words each refusal so a handler knows what happened', () => {
      expect(english(MESSAGES.paymentCodeUsed)).toMatch(/^This code was already used\./);
      expect(english(MESSAGES.paymentCodeVoided)).toMatch(/^This code is no longer valid\./);
      expect(english(MESSAGES.paymentCodeInvalid)).toMatch(
        /^The registry did not issue this payment confirmation number\./,
      );
      // Where to turn is where the payment help points: the registry (not "your trainer").
      expect(english(MESSAGES.paymentCodeInvalid)).toMatch(/contact the registry/);
    });

    it('explains a missing, mistyped or oversized code', async () => {
      const missing = await verify({});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.fields.code).toBe(english(MESSAGES.paymentCodeRequired));
      expect((await verify({ code: 42 })).statusCode).toBe(422);
      expect((await verify({ code: 'X'.repeat(21) })).json().error.fields.code).toBe(
        english(MESSAGES.paymentCodeTooLong),
      );
    });

    it('names an unknown field instead of ignoring it', async () => {
      const res = await verify({ code: 'DEMO-0002', admin: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ admin: 'Unknown field: admin' });
    });

    it('answers malformed and oversized JSON with 4xx and a message', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        headers: { 'content-type': 'application/json' },
        payload: '{"code":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toEqual({
        code: 'MALFORMED_JSON',
        message: 'The request body is not valid JSON.',
      });
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: 'x'.repeat(200_000) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('BODY_TOO_LARGE');
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('documents the API with OpenAPI', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config',
        '/api/trainers/{licenseNumber}',
        '/api/payment-codes/verify',
        '/api/registrations',
        '/api/dogs/{id}',
        '/api/lookup/{registryNumber}',
      ]),
    );
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
