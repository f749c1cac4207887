import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, FAKE_ASSET } from '../test/fake-web-dist';
import { createTestApp, type TestApp } from '../test/test-app';

/** Pages and what they load: pages, an asset, an unknown path, a malformed address refused by the router before any hook runs. */
const PAGES = ['/', '/registry/abc', FAKE_ASSET, '/no/such/page', '/api/dogs/%E0%A4%A', '/api/docs'];
/** The API's answers: JSON, API errors (not found, refused input). */
const API_ANSWERS = ['/api/health', '/api/dogs/missing', '/api/lookup/%00', '/api/config'];

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

  it.each(API_ANSWERS)('%s lets nothing load or run, and is never framed or sniffed', async (url) => {
    const res = await t.app.inject(url);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each(PAGES)('%s carries a CSP without inline script, nosniff, no framing and a referrer policy', async (url) => {
    const res = await t.app.inject(url);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    // Only this site's scripts, no inline script and no eval; WebAssembly may compile (the offline QR reader).
    expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
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

  it('answers headers too large for Node (431) in the API shape, with the same headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 431')).toBe(true);
    expect(raw.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).error.code).toBe('HEADERS_TOO_LARGE');
  });
});
