/**
 * A page on another site cannot use a visitor's browser to spend the visitor's limits (the security
 * test's "cross-site quota exhaustion": 30 cross-site text/plain posts used up an address's code checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('state-changing requests a browser was made to send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const verify = (remoteAddress: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment-codes/verify', remoteAddress, headers, payload });
  const json = { 'content-type': 'application/json' };

  it('are refused before they count: cross-site, or a body the API does not take', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 10; i++) {
      const crossSite = await verify(address, { ...json, origin: 'https://evil.example' }, '{"code":"DEMO-0001"}');
      expect(crossSite.statusCode).toBe(403);
      const fetchMetadata = await verify(address, { ...json, 'sec-fetch-site': 'cross-site' }, '{"code":"DEMO-0001"}');
      expect(fetchMetadata.statusCode).toBe(403);
      const plainText = await verify(address, { 'content-type': 'text/plain' }, '{"code":"DEMO-0001"}');
      expect(plainText.statusCode).toBe(415);
      const form = await verify(address, { 'content-type': 'application/x-www-form-urlencoded' }, 'code=DEMO-0001');
      expect(form.statusCode).toBe(415);
    }
    // The visitor's own checks still have their whole quota.
    for (let i = 0; i < 3; i++) expect((await verify(address, json, '{"code":"DEMO-0001"}')).statusCode).toBe(200);
    expect((await verify(address, json, '{"code":"DEMO-0001"}')).statusCode).toBe(429);
  });

  it('still lets a same-site page, and a client that is no browser, through', async () => {
    const sameSite = await verify('198.51.100.78', { ...json, origin: 'http://localhost:80' }, '{"code":"DEMO-0001"}');
    expect(sameSite.statusCode).toBe(200);
    const script = await verify('198.51.100.78', json, '{"code":"DEMO-0001"}');
    expect(script.statusCode).toBe(200);
  });
});
