import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every kind of response: a page, an asset, API JSON, an API error, an unknown path, a rate-limited request. */
const RESPONSES = ['/', '/registry/abc', '/assets/app-abc123.js', '/api/health', '/api/dogs/missing', '/no/such/page', '/api/lookup/%00'];

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { TRUST_PROXY: 'true' }, dist);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(RESPONSES)('%s carries a CSP without inline script, nosniff, no framing and a referrer policy', async (url) => {
    const res = await t.app.inject(url);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS over HTTPS only', async () => {
    const overHttps = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await t.app.inject('/');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
