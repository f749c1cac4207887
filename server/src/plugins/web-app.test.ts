import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_META_NAME } from '#common/constants';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { REGISTRY_NAME: 'Paws & "Friends" <Registry>' }, dist);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('embeds the public settings, escaped, and titles the page with the registry name', async () => {
    const res = await t.app.inject('/register');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Paws &amp; &quot;Friends&quot; &lt;Registry&gt;</title>');
    const content = res.body.match(new RegExp(`<meta name="${CONFIG_META_NAME}" content="([^"]*)"`))?.[1] ?? '';
    const decoded = content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toMatchObject({ registryName: 'Paws & "Friends" <Registry>', registryPrefix: 'SDR-', feeCents: 9999 });
  });

  it('answers an unknown page with the app and status 404, and an unknown API path with JSON', async () => {
    const page = await t.app.inject('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
