import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_META_NAME } from '#common/constants';
import { createFakeWebDist } from '../test/fake-web-dist';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
    t = await createTestApp('sqlite', { REGISTRY_NAME: 'Paws & "Friends" <Registry>' }, dist.dir);
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it('embeds the public settings, escaped, and titles the page with the registry name', async () => {
    const res = await t.app.inject('/register');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Paws &amp; &quot;Friends&quot; &lt;Registry&gt;</title>');
    const content = res.body.match(new RegExp(`<meta name="${CONFIG_META_NAME}" content="([^"]*)"`))?.[1] ?? '';
    const decoded = content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toMatchObject({
      registryName: 'Paws & "Friends" <Registry>',
      registryPrefix: 'SDR-',
      feeCents: 9999,
    });
  });

  it('answers an unknown page with the app and status 404, and an unknown API path with JSON', async () => {
    const page = await t.app.inject('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it("answers a programme's page with 200 only for a programme the registry holds", async () => {
    expect((await t.app.inject('/p/default')).statusCode).toBe(200);
    const unknown = await t.app.inject('/p/no-such-programme');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('answers an API path asked with a method it does not have with 405 and Allow, and pages as before', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/config' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json().error.code).toBe('METHOD_NOT_ALLOWED');
    const page = await t.app.inject({ method: 'POST', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('NOT_FOUND');
  });

  it("names the page's own chunks, and its language's and its screen's words, for the browser to fetch with the app", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const home = await t.app.inject('/');
    // Not the entry's own imports: the index.html the build wrote already names those.
    expect(preloads(home.body)).toEqual(['/assets/home-page-1.js', '/assets/home-part-1.js']);
    expect(home.headers.vary).toContain('Accept-Language');
    expect(preloads((await t.app.inject('/lookup?lang=es')).body)).toEqual([
      '/assets/messages-es-1.js',
      '/assets/lookup-page-1.js',
    ]);
    const spanishBrowser = await t.app.inject({ url: '/lookup', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(preloads(spanishBrowser.body)).toEqual(['/assets/messages-es-1.js', '/assets/lookup-page-1.js']);
    // A link's language wins over the browser's, as in the app.
    const englishLink = await t.app.inject({ url: '/lookup?lang=en', headers: { 'accept-language': 'es' } });
    expect(preloads(englishLink.body)).toEqual(['/assets/lookup-page-1.js']);
    expect(preloads((await t.app.inject('/no-such-page')).body)).toEqual([]);
    // A screen that waits for words of its own names them too, in the page's language.
    expect(preloads((await t.app.inject('/register')).body)).toEqual([
      '/assets/register-messages-en-1.js',
      '/assets/registration-wizard-1.js',
    ]);
    expect(preloads((await t.app.inject('/register?lang=es')).body)).toEqual([
      '/assets/messages-es-1.js',
      '/assets/register-messages-es-1.js',
      '/assets/registration-wizard-1.js',
    ]);
  });

  it('asks for the programmes with the code on the pages drawn from them (the wizard, a programme page), and on no other', async () => {
    const fetched = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const page of ['/register', '/register?lang=es', '/p/default']) {
      expect(fetched((await t.app.inject(page)).body), page).toEqual(['/api/programmes']);
    }
    for (const page of ['/', '/lookup', '/v', '/registry/00000000-0000-4000-8000-000000000000', '/no-such-page']) {
      expect(fetched((await t.app.inject(page)).body), page).toEqual([]);
    }
  });

  it('starts the verify page from its own entry, with the settings and only the words it lacks, and no other page from it', async () => {
    const verify = await t.app.inject('/v');
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('data-page="verify"');
    expect(verify.body).toContain(`<meta name="${CONFIG_META_NAME}"`);
    expect(verify.body).toContain('<title>Paws &amp; &quot;Friends&quot; &lt;Registry&gt;</title>');
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads(verify.body)).toEqual([]);
    expect(preloads((await t.app.inject('/v?lang=es')).body)).toEqual(['/assets/messages-es-1.js']);
    for (const other of ['/', '/lookup', '/no-such-page']) {
      expect((await t.app.inject(other)).body, other).not.toContain('data-page="verify"');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
