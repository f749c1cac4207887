import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl, requestLogOptions } from './request-log';

describe('what the request log keeps', () => {
  it.each([
    ['/api/dogs/abc?key=s3cret', '/api/dogs/abc?key=[redacted]'],
    ['/api/dogs/abc?%6Bey=s3cret', '/api/dogs/abc?%6Bey=[redacted]'],
    ['/api/dogs/abc?KEY=s3cret&x=1', '/api/dogs/abc?KEY=[redacted]&x=1'],
    ['/api/dogs/abc?key[]=s3cret', '/api/dogs/abc?key[]=[redacted]'],
    ['/api/dogs/abc?key%5B0%5D=s3cret', '/api/dogs/abc?key%5B0%5D=[redacted]'],
    ['/api/admin/dogs?search=Jordan%20Owner&page=2', '/api/admin/dogs?search=[redacted]&page=2'],
    ['/api/auth/setup/Tok3n-value', '/api/auth/setup/[redacted]'],
    ['/admin/setup/Tok3n-value?x=1', '/admin/setup/[redacted]?x=1'],
    ['/api/auth/invitation/Tok3n-value', '/api/auth/invitation/[redacted]'],
    ['/admin/invitation/Tok3n-value', '/admin/invitation/[redacted]'],
    ['/api/dogs/abc?x=1;key=s3cret', '/api/dogs/abc?x=1;key=[redacted]'],
    ['/api/dogs/abc?x=1;key=s3cret&y=2', '/api/dogs/abc?x=1;key=[redacted]&y=2'],
    ['/dogs/abc?x=1;%6Bey=s3cret;lang=es', '/dogs/abc?x=1;%6Bey=[redacted];lang=es'],
    ['/api/lookup/SDR-0001', '/api/lookup/SDR-0001'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log of a running app', () => {
  let t: TestApp;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    app = await buildApp(t.context, {
      logger: { ...(requestLogOptions('info') as object), stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('writes JSON lines, leaves out health checks, and never the setup token or an encoded owner key', async () => {
    await app.inject('/api/health');
    await app.inject('/api/auth/setup/Sup3rSecretSetupToken');
    await app.inject('/api/dogs/abc?%6Bey=OwnerKeyValue');
    const logged = lines.join('');
    expect(lines.every((line) => JSON.parse(line))).toBe(true);
    expect(logged).not.toContain('/api/health');
    expect(logged).not.toContain('Sup3rSecretSetupToken');
    expect(logged).not.toContain('OwnerKeyValue');
    expect(logged).toContain('/api/auth/setup/[redacted]');
  });
});
