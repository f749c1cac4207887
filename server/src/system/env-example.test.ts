/**
 * .env.example names every setting the server and its tools read, and nothing else: the keys of
 * server/src/config.ts's schema and every `process.env.NAME` read in server/src, in both directions, so a
 * new setting cannot be left out and a removed one cannot linger. Copied to .env as it is, it is safe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configSettings, environmentReads, readEnvFile } from '../test/deployment-files';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every line of the file, the ones left commented out ("# NAME=value") too, and the live ones alone. */
const listed = readEnvFile('.env.example', { commented: true });
const live = readEnvFile('.env.example');
const read = new Set([...configSettings(), ...environmentReads(['server/src'])]);

describe('.env.example', () => {
  it('lists every setting the server and its tools read', () => {
    expect(read).toContain('SECURITY_LOG');
    expect(read).toContain('ADMIN_PASSWORD');
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists nothing the server does not read', () => {
    expect([...listed.keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it('holds only values the server accepts, the commented ones too', () => {
    expect(() => loadConfig(Object.fromEntries(live))).not.toThrow();
    expect(() => loadConfig(Object.fromEntries(listed))).not.toThrow();
  });

  it('copied as it is, listens on this machine only and believes no X-Forwarded-For', () => {
    const config = loadConfig(Object.fromEntries(live));
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.env).toBe('production');
    // The proxy setting is offered, for the operator to turn on behind a proxy.
    expect(listed.get('TRUST_PROXY')).toBe('1');
  });
});

describe('a server started with .env.example as it is', () => {
  let t: TestApp;
  beforeAll(async () => {
    const network = Object.fromEntries(
      [...live].filter(([name]) => ['NODE_ENV', 'HOST', 'PUBLIC_URL', 'TRUST_PROXY'].includes(name)),
    );
    t = await createTestApp('sqlite', { ...network, RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('counts a client that writes its own X-Forwarded-For by the address it connects from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment-codes/verify',
        remoteAddress: '192.0.2.40',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { code: `SPOOF-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
