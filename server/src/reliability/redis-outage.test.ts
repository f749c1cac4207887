/**
 * Redis, which shares the rate limits between instances, going away and coming back: requests are not
 * held, limits still hold (per instance, in memory), the log says so once, /api/health says `degraded`
 * without naming where Redis is, /api/health/ready stays ready (200, `degraded`), /metrics counts it,
 * and sharing resumes by itself. A Redis of the test's own is stopped and
 * started again (server/src/test/throwaway-redis.ts).
 */
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { requestLogOptions } from '../plugins/request-log';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_UNREACHABLE } from '../plugins/redis-link';
import { createTestApp, type TestApp } from '../test/test-app';
import { startThrowawayRedis, type ThrowawayRedis } from '../test/throwaway-redis';

const REDIS_PORT = 6391;
const TOKEN = 'metrics-token-for-the-outage-test-0123';
const LIMIT = 3;

describe('a Redis outage', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  let app: App;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });

  beforeAll(async () => {
    redis = await startThrowawayRedis(REDIS_PORT);
    t = await createTestApp('sqlite', {
      REDIS_URL: redis.url,
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_LOOKUPS_PER_HOUR: String(LIMIT),
    });
    // The same app again, with its log kept.
    app = await buildApp(t.context, {
      logger: { ...(requestLogOptions('info') as object), stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await redis?.stop();
  });

  const health = async () => (await app.inject('/api/health')).json() as { status: string; reasons?: string[] };
  /** Both health answers while Redis is down: 200, degraded, and no address, port or driver error in them. */
  const expectDegradedAnywhere = async (server: App) => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const answer = await server.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json(), url).toMatchObject({ status: 'degraded', reasons: [REDIS_UNREACHABLE] });
      expect(answer.body, url).not.toMatch(/127\.0\.0\.1|localhost|6391|redis:\/\/|ECONNREFUSED/);
    }
    expect((await server.inject('/api/health/ready')).json().checks).toEqual({
      database: 'ok',
      storage: 'ok',
      redis: 'unavailable',
    });
  };
  const metrics = async () =>
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  /** LIMIT + 1 look-ups from one address: their statuses and the slowest one's time. */
  const lookups = async (address: string) => {
    const statuses: number[] = [];
    let slowestMs = 0;
    for (let i = 0; i <= LIMIT; i++) {
      const started = performance.now();
      statuses.push((await app.inject({ url: '/api/lookup/SDR-9999', remoteAddress: address })).statusCode);
      slowestMs = Math.max(slowestMs, performance.now() - started);
    }
    return { statuses, slowestMs };
  };
  /** Every key in the test's own Redis. */
  const countersInRedis = async () => {
    const client = new Redis(redis.url);
    try {
      return await client.keys('*');
    } finally {
      client.disconnect();
    }
  };
  const limited = [404, 404, 404, 429];

  it('keeps every limit, in memory, without delaying a request, says so once, and recovers by itself', async () => {
    expect(await health()).toEqual({ status: 'ok', database: 'sqlite' });
    expect((await lookups('192.0.2.1')).statuses).toEqual(limited);
    expect((await countersInRedis()).sort()).toEqual([
      'sdr-rate-limit:lookups:192.0.2.1',
      'sdr-rate-limit:lookupsPerDay:192.0.2.1',
    ]);

    await redis.stop();
    const during = await lookups('192.0.2.2');
    expect(during.statuses).toEqual(limited);
    expect(during.slowestMs).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
    // Once the outage is known, no request waits on Redis at all (before the fix, each took about 10 s).
    const after = await lookups('192.0.2.3');
    expect(after.statuses).toEqual(limited);
    expect(after.slowestMs).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
    const degraded = await health();
    expect(degraded.status).toBe('degraded');
    expect(degraded.reasons?.[0]).toMatch(/Redis is unreachable.*per instance/);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const scraped = await metrics();
    expect(scraped).toMatch(/^sdr_redis_up 0$/m);
    expect(scraped).toMatch(/^sdr_redis_outages_total 1$/m);
    expect(Number(/^sdr_rate_limit_in_memory_total (\d+)$/m.exec(scraped)?.[1])).toBeGreaterThanOrEqual(
      2 * (LIMIT + 1),
    );
    // Several reconnect attempts fail meanwhile; the log says it once.
    await sleep(1000);
    await lookups('192.0.2.4');
    // By now the reconnects have failed with the driver's error, which holds the address.
    await expectDegradedAnywhere(app);
    const warnings = logged().filter((line) => /Redis/.test(line.msg));
    expect(warnings.map((line) => line.level)).toEqual([40]);

    await redis.start();
    for (let i = 0; i < 60 && (await health()).status !== 'ok'; i++) await sleep(100);
    expect(await health()).toEqual({ status: 'ok', database: 'sqlite' });
    expect(await countersInRedis()).toEqual([]);
    expect((await lookups('192.0.2.5')).statuses).toEqual(limited);
    expect((await countersInRedis()).sort()).toEqual([
      'sdr-rate-limit:lookups:192.0.2.5',
      'sdr-rate-limit:lookupsPerDay:192.0.2.5',
    ]);
    expect(await metrics()).toMatch(/^sdr_redis_up 1$/m);
    expect(
      logged()
        .filter((line) => /Redis/.test(line.msg))
        .map((line) => line.msg),
    ).toEqual([expect.stringMatching(/unreachable/), expect.stringMatching(/reachable again/)]);
  });

  it('lets the server start while Redis is down, counting in memory from the first request', async () => {
    await redis.stop();
    const started = performance.now();
    const down = await createTestApp('sqlite', { REDIS_URL: redis.url, RATE_LIMIT_LOOKUPS_PER_HOUR: String(LIMIT) });
    try {
      expect(performance.now() - started).toBeLessThan(5000);
      await expectDegradedAnywhere(down.app);
      const statuses = [];
      for (let i = 0; i <= LIMIT; i++) {
        statuses.push((await down.app.inject({ url: '/api/lookup/SDR-9999', remoteAddress: '192.0.2.9' })).statusCode);
      }
      expect(statuses).toEqual(limited);
    } finally {
      await down.close();
    }
  });
});
