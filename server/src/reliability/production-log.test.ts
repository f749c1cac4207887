/**
 * What a production server writes: JSON lines only, one per answered request (method, route, status,
 * duration, request id), and nothing a log collector should not receive. The first-admin setup link,
 * a secret, goes to a file only the server's user can read.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_LINK_FILE } from '../staff-accounts/setup-link-notice';
import { freePort, PRODUCTION_SERVER, startProcess, type RunningServer } from '../../../support/server-process';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  trace_id?: string;
  method?: string;
  route?: string | null;
  url?: string;
  status?: number;
  durationMs?: number;
}

describe('the production log', () => {
  let dataDir: string;
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-log-'));
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is JSON lines only, one per request, with the setup link kept out of it', async () => {
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    };
    server = await startProcess(PRODUCTION_SERVER, env, port);
    const asked = [
      ['GET', '/api/config', 200],
      ['GET', '/api/lookup/SDR-9999', 404],
      ['GET', '/api/nothing-here', 404],
      ['GET', '/api/dogs/some-id?key=OwnerKeyValue', 404],
      ['POST', '/api/payment-codes/verify', 422],
    ] as const;
    for (const [method, url] of asked) {
      await fetch(`${server.url}${url}`, {
        method,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
    }
    // Load balancers' health checks are not logged.
    await fetch(`${server.url}/api/health`);
    await server.stop();

    const output = server.output();
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.method, line.url, line.status])).toEqual(
      asked.map(([method, url, status]) => [method, url.replace('OwnerKeyValue', '[redacted]'), status]),
    );
    for (const line of requests) {
      expect(line.reqId).toMatch(/\S/);
      expect(line.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(typeof line.durationMs).toBe('number');
    }
    expect(requests[1]?.route).toBe('/api/lookup/:registryNumber');
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    expect(output).not.toContain('OwnerKeyValue');

    // The setup link is in a file of the server user's alone, and the log says where.
    expect(output).not.toContain('/admin/setup/');
    const file = path.join(dataDir, SETUP_LINK_FILE);
    expect(parsed.some((line) => line.msg.includes(file))).toBe(true);
    expect(await fs.readFile(file, 'utf8')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/admin/setup/[\\w-]+\\n$`),
    );
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });
});
