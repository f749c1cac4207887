/** What an operator's Prometheus scraper reads from /metrics, and that nobody else can read it. */
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
