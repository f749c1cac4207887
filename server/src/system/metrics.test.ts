/** What an operator's Prometheus scraper reads from /metrics, and that nobody else can read it. */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe.each(testDialects)('metrics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a scrape without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('sdr_http_requests_total');
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject('/api/lookup/SDR-9999');
    await t.app.inject('/api/lookup/SDR-9998');
    await t.app.inject('/api/config');
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // One series for every number looked up: the pattern, not the path.
    expect(res.body).toMatch(
      /sdr_http_requests_total\{method="GET",route="\/api\/lookup\/:registryNumber",status="404"\} 2/,
    );
    expect(res.body).toMatch(/sdr_http_requests_total\{method="GET",route="\/api\/config",status="200"\} 1/);
    expect(res.body).not.toContain('SDR-9999');
    expect(res.body).toMatch(
      /sdr_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/config"\}/,
    );
    expect(res.body).toMatch(/process_resident_memory_bytes \d+/);
  });

  it('reports the email outbox and, on PostgreSQL, the connection pool', async () => {
    const at = new Date().toISOString();
    await t.context.database.db
      .insertInto('outbox')
      .values([
        {
          id: 'm1',
          kind: 'test',
          to_address: 'a@example.org',
          subject: 's',
          text_body: 't',
          html_body: 'h',
          dog_id: null,
          created_at: at,
          next_attempt_at: at,
        },
        {
          id: 'm2',
          kind: 'test',
          to_address: 'b@example.org',
          subject: 's',
          text_body: 't',
          html_body: 'h',
          dog_id: null,
          created_at: at,
          next_attempt_at: at,
          failed_at: at,
        },
      ])
      .execute();
    const res = await scrape();
    expect(res.body).toMatch(/^sdr_outbox_pending 1$/m);
    expect(res.body).toMatch(/^sdr_outbox_failed 1$/m);
    if (dialect === 'postgres') expect(res.body).toMatch(/^sdr_db_pool_connections\{state="total"\} [1-9]/m);
    else expect(res.body).not.toContain('sdr_db_pool_connections');
  });

  it('shows no request waiting for a database connection while none is', async () => {
    // Scraped again and again: the scrape's own queries are not requests waiting (they read 2 before the fix).
    for (let i = 0; i < 3; i++) {
      const body = (await scrape()).body;
      if (dialect === 'postgres') expect(body).toMatch(/^sdr_db_pool_connections\{state="waiting"\} 0$/m);
      else expect(body).not.toContain('sdr_db_pool_connections');
    }
  });

  // SQLite has no pool to exhaust.
  if (dialect === 'postgres')
    it('shows the requests that wait while every pooled connection is taken', async () => {
      const pool = t.context.database.pool!;
      /** Yields to the event loop until `ready` holds, a bounded number of times. */
      const until = async (ready: () => boolean) => {
        for (let i = 0; i < 1000 && !ready(); i++) await sleep(5);
        expect(ready()).toBe(true);
      };
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The test app's pool holds 20 connections; 20 open transactions take them all.
      const holders = Array.from({ length: 20 }, () => t.context.database.db.transaction().execute(() => released));
      await until(() => pool.totalCount === 20 && pool.idleCount === 0);
      const lookup = t.app.inject('/api/lookup/SDR-9997');
      await until(() => pool.waitingCount === 1);
      const scraping = scrape();
      // The scrape's own queries join the queue once it has read the pool.
      await until(() => pool.waitingCount > 1);
      release();
      await Promise.all(holders);
      expect((await lookup).statusCode).toBe(404);
      expect((await scraping).body).toMatch(/^sdr_db_pool_connections\{state="waiting"\} 1$/m);
      expect((await scrape()).body).toMatch(/^sdr_db_pool_connections\{state="waiting"\} 0$/m);
    });
});

/** What `promtool check metrics` (Debian's prometheus package; .ci/run installs it) finds wrong in a scrape. */
function promtoolCheck(exposition: string): Promise<{ exitCode: number | null; findings: string }> {
  return new Promise((resolve, reject) => {
    const promtool = spawn('promtool', ['check', 'metrics']);
    let findings = '';
    promtool.stdout.on('data', (chunk: Buffer) => (findings += chunk.toString()));
    promtool.stderr.on('data', (chunk: Buffer) => (findings += chunk.toString()));
    promtool.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('promtool is not installed: `apt-get install prometheus` (Debian), as .ci/run does')
          : error,
      ),
    );
    promtool.on('close', (exitCode) => resolve({ exitCode, findings }));
    promtool.stdin.end(exposition);
  });
}

describe.each(testDialects)('a scrape on %s, with Redis', (dialect) => {
  it('is clean to promtool, the linter Prometheus ships', async () => {
    const t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      // Requests that count nothing against a rate limit, so nothing is left in the shared Redis.
      await t.app.inject('/api/config');
      await t.app.inject('/api/health');
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.body).toMatch(/^sdr_redis_up 1$/m);
      expect(await promtoolCheck(res.body)).toEqual({ exitCode: 0, findings: '' });
    } finally {
      await t.close();
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('do not exist', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
