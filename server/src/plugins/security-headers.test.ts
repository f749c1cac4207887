import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, FAKE_ASSET } from '../test/fake-web-dist';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every kind of response: pages, an asset, API JSON, API errors (not found, refused input), an unknown path. */
const RESPONSES = [
  '/',
  '/registry/abc',
  FAKE_ASSET,
  '/api/health',
  '/api/dogs/missing',
  '/no/such/page',
  '/api/lookup/%00',
];

describe('security headers', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
    t = await createTestApp('sqlite', { TRUST_PROXY: 'true' }, dist.dir);
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it.each(RESPONSES)(
    '%s carries a CSP without inline script, nosniff, no framing and a referrer policy',
    async (url) => {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      // Only this site's scripts, no inline script and no eval; WebAssembly may compile (the offline QR reader).
      expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('sends HSTS over HTTPS only', async () => {
    const overHttps = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await t.app.inject('/');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
