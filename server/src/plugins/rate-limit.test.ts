import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { loadConfig } from '../config';
import { english } from '../test/english';
import { makeRegistration } from '../test/registration-factory';
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
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: english('errors.tooManyAttempts', { minutes: 60 }) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not affected.
    expect((await from('203.0.113.8', '/api/lookup/4')).statusCode).toBe(404);
  });

  it('refuses in the language the browser asks for, in the same words as everywhere else', async () => {
    const ask = (language: string) =>
      t.app.inject({ url: '/api/lookup/9', remoteAddress: '203.0.113.9', headers: { 'accept-language': language } });
    for (let i = 0; i < 5; i++) await ask('en-US');
    expect((await ask('es-MX,es;q=0.9')).json().error.message).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 60 minutos.',
    );
    expect((await ask('en-US')).json().error.message).toBe(english('errors.tooManyAttempts', { minutes: 60 }));
    expect((await ask('fr-FR')).json().error.message).toBe(english('errors.tooManyAttempts', { minutes: 60 }));
  });

  it('refuses payment-code guessing after a few tries, before the code is looked at', async () => {
    for (let i = 0; i < 3; i++)
      expect((await verifyCode('198.51.100.1', `GUESS-${i}`)).json()).toEqual({
        valid: false,
        message: english(MESSAGES.paymentCodeInvalid),
      });
    const refused = await verifyCode('198.51.100.1', 'DEMO-0001');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('refuses payment-code guessing through a renewal as soon as through the code check', async () => {
    const { id, ownerToken } = await makeRegistration(t.context, { status: 'active' });
    const renew = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dogs/${id}/renewal?key=${ownerToken}`,
        remoteAddress: '198.51.100.2',
        payload: { paymentCode: code },
      });
    for (let i = 0; i < 3; i++) expect((await renew(`GUESS-${i}`)).statusCode).not.toBe(429);
    const refused = await renew('DEMO-0001');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

const runTag = () => Math.floor(Math.random() * 250) + 1;
/** A /64 no earlier run used: Redis keeps its counters between test runs for an hour. */
const freshNetwork = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

/**
 * Look-ups have an hour's limit for bursts and a day's for the total (issue 52, item 13). A busy front
 * desk behind one address, checking a card every 10 s for a 10-hour day (360 an hour, 3,600 a day),
 * stays inside the defaults; a scraper gets 5,000 records a day per address, fewer than the 7,200 the
 * old 300-an-hour limit let through.
 */
describe('look-up limits for a busy front desk and against a scraper', () => {
  it('lets a front desk behind one address look up 1,000 cards in an hour by default, and no more', async () => {
    // The defaults, as `npm start` reads them with nothing set.
    const defaults = loadConfig({ NODE_ENV: 'test' }).rateLimits;
    expect(defaults).toMatchObject({ lookups: 1000, lookupsPerDay: 5000 });
    const t = await createTestApp('sqlite', {
      RATE_LIMIT_LOOKUPS_PER_HOUR: String(defaults.lookups),
      RATE_LIMIT_LOOKUPS_PER_DAY: String(defaults.lookupsPerDay),
    });
    try {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 1001; i++) {
        const status = (await t.app.inject({ url: `/api/lookup/${i}`, remoteAddress: '203.0.113.50' })).statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 404: 1000, 429: 1 });
    } finally {
      await t.close();
    }
  });

  it("stops an address at the day's total, and says to come back tomorrow", async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT_LOOKUPS_PER_HOUR: '100', RATE_LIMIT_LOOKUPS_PER_DAY: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ url: `/api/lookup/${i}`, remoteAddress: '203.0.113.51' })).statusCode).toBe(404);
      const refused = await t.app.inject({ url: '/api/lookup/4', remoteAddress: '203.0.113.51' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect((await t.app.inject({ url: '/api/lookup/4', remoteAddress: '203.0.113.52' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const client = `198.51.100.${runTag()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${client}` },
        payload: { code: `SPOOF-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const network = `2001:db8:${runTag().toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${network}::${i.toString(16)}` },
        payload: { code: `ROTATE-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  // The machine's Redis, shared with other tests and runs: each test counts a /64 of its own, and the
  // keys it made are deleted afterwards.
  const redis = new Redis('redis://127.0.0.1:6379');
  const networks: string[] = [];
  const network = () => {
    const fresh = freshNetwork();
    networks.push(fresh);
    return fresh;
  };
  const keysOf = async (subnet: string) => (await redis.keys(`*${subnet}*`)).sort();
  beforeAll(async () => {
    const env = { RATE_LIMIT_LOOKUPS_PER_HOUR: '4', REDIS_URL: 'redis://127.0.0.1:6379' };
    first = await createTestApp('sqlite', env);
    second = await createTestApp('sqlite', env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    for (const made of networks) {
      const keys = await keysOf(made);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('keeps one counter per group and address, named by both', async () => {
    const subnet = network();
    const address = `${subnet}::7`;
    await first.app.inject({ url: '/api/lookup/1', remoteAddress: address });
    await first.app.inject({
      method: 'POST',
      url: '/api/payment-codes/verify',
      remoteAddress: address,
      payload: { code: 'SHAPE-1' },
    });
    expect(await keysOf(subnet)).toEqual([
      `sdr-rate-limit:codeChecks:${subnet}::/64`,
      `sdr-rate-limit:lookups:${subnet}::/64`,
      `sdr-rate-limit:lookupsPerDay:${subnet}::/64`,
    ]);
    expect(await redis.get(`sdr-rate-limit:lookups:${subnet}::/64`)).toBe('1');
  });

  it('gives two instances one limit per address', async () => {
    const address = `${network()}::1`;
    const lookup = (app: TestApp) => app.app.inject({ url: '/api/lookup/1', remoteAddress: address });
    const statuses = [
      (await lookup(first)).statusCode,
      (await lookup(second)).statusCode,
      (await lookup(first)).statusCode,
      (await lookup(second)).statusCode,
      (await lookup(first)).statusCode,
      (await lookup(second)).statusCode,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});
