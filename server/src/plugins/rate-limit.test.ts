import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, tooManyAttempts } from '#common/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

describe.each(testDialects)('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_LOOKUPS_PER_HOUR: '5', RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, url: string) => t.app.inject({ url, remoteAddress });
  const verifyCode = (remoteAddress: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment-codes/verify', remoteAddress, payload: { code } });

  it('stops an address counting through registry numbers, across look-up, card and trainer routes', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/lookup/1', '/api/lookup/2', '/api/dogs/x', '/api/trainers/DEMO-12345', '/api/lookup/3']) {
      statuses.push((await from('203.0.113.7', url)).statusCode);
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const refused = await from('203.0.113.7', '/api/lookup/4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: tooManyAttempts(60) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not affected.
    expect((await from('203.0.113.8', '/api/lookup/4')).statusCode).toBe(404);
  });

  it('refuses payment-code guessing after a few tries, before the code is looked at', async () => {
    for (let i = 0; i < 3; i++)
      expect((await verifyCode('198.51.100.1', `GUESS-${i}`)).json()).toEqual({
        valid: false,
        message: MESSAGES.paymentCodeInvalid,
      });
    const refused = await verifyCode('198.51.100.1', 'DEMO-0001');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
