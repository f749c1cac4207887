/** The server speaks from the catalogues, in the request's language: refusals, field messages, the API's own errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { MESSAGES } from '#common/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { say } from './words';

describe('say', () => {
  it('turns an id into words in either language, fills its values, and leaves other text as it is', () => {
    expect(say('en', MESSAGES.dogNotFound)).toBe(en['messages.dogNotFound']);
    expect(say('es', MESSAGES.dogNotFound)).toBe(es['messages.dogNotFound']);
    expect(say('es', 'errors.unknownField', { field: 'color' })).toBe('Campo desconocido: color');
    expect(say('es', 'Already in Spanish, or a name')).toBe('Already in Spanish, or a name');
    // Only the catalogues' own ids: nothing an object inherits.
    expect(say('en', 'toString')).toBe('toString');
  });
});

describe("the API's refusals in the reader's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const spanish = { 'accept-language': 'es-MX,es;q=0.9' };

  it('says a not-found, a field rule and an unknown field in Spanish', async () => {
    const missing = await t.app.inject({ url: '/api/dogs/nobody', headers: spanish });
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: es['messages.dogNotFound'] });

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/payment-codes/verify',
      headers: spanish,
      payload: { code: '', extra: 1 },
    });
    expect(check.statusCode).toBe(422);
    expect(check.json().error.fields).toEqual({
      code: es['messages.paymentCodeRequired'],
      extra: 'Campo desconocido: extra',
    });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payment-codes/verify',
      headers: spanish,
      payload: { code: 'NO-SUCH-CODE' },
    });
    expect(unknown.json()).toEqual({ valid: false, message: es['messages.paymentCodeInvalid'] });
  });

  it('says the framework’s own refusals in Spanish too: malformed JSON, a wrong method', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payment-codes/verify',
      headers: { ...spanish, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.json().error).toEqual({
      code: 'MALFORMED_JSON',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/api/payment-codes/verify', headers: spanish });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().error.message).toBe('GET no se admite en /api/payment-codes/verify; admite POST.');
  });
});
