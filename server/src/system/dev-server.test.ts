/** `npm run dev`: Vite hands the API's paths to the API on whatever PORT it runs, and the links printed open Vite. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { freePort, startProcess, type RunningServer } from '../../../support/server-process';

describe('npm run dev', () => {
  let server: RunningServer | null = null;
  let dataDir = '';
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("proxies the API's paths to the API's PORT", async () => {
    process.env.PORT = '4123';
    try {
      const { default: config } = (await import('../../../vite.config')) as { default: UserConfig };
      const proxy = config.server?.proxy ?? {};
      expect(Object.keys(proxy).sort()).toEqual(['/.well-known/jwks.json', '/api', '/credentials/status']);
      for (const target of Object.values(proxy)) expect(target).toBe('http://localhost:4123');
    } finally {
      delete process.env.PORT;
    }
  });

  it('prints the first-admin setup link at the address the developer opens', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-dev-'));
    const port = await freePort();
    server = await startProcess(
      ['server/src/main.ts'],
      { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', DEV_WEB_URL: 'http://localhost:5173' },
      port,
    );
    // The link is printed just after the server starts listening.
    for (let i = 0; i < 40 && !server.output().includes('/admin/setup/'); i++) await sleep(50);
    const output = server.output();
    expect(output).toMatch(/http:\/\/localhost:5173\/admin\/setup\/[A-Za-z0-9_-]+/);
    expect(output).not.toContain(`localhost:${port}/admin/setup`);
  });
});
