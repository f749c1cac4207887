/**
 * `GET /metrics` in Prometheus's text format, for an operator's scraper, when METRICS_TOKEN is set:
 * requests and their latency by route, the email outbox's depth, the PostgreSQL pool, Redis's
 * availability, and Node's own process metrics. The scraper sends `Authorization: Bearer <METRICS_TOKEN>`;
 * without the setting the route does not exist and nothing is measured.
 */
import { sql } from 'kysely';
import type { App, AppContext } from '../app-context';
import { mediaResponse } from '../lib/response-schemas';

// Fast answers are the point (a look-up well under 15 ms), so the buckets are fine at the low end.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export async function registerMetrics(app: App, { config, database }: AppContext): Promise<void> {
  if (!config.metricsToken) return;
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names three sums of its own gauges `nodejs_active_*_total`, a suffix Prometheus keeps
  // for counters (`promtool check metrics` refuses them). Each is the sum of the gauge of the same name
  // without the suffix, by type: sum(nodejs_active_handles) says the same.
  for (const metric of registry.getMetricsAsArray()) {
    if (metric instanceof Gauge && metric.name.endsWith('_total')) registry.removeSingleMetric(metric.name);
  }

  const requests = new Counter({
    name: 'sdr_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'sdr_http_request_duration_seconds',
    help: 'Time from request to response, by method and route',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'sdr_outbox_pending',
    help: 'Emails waiting to be sent (not sent, not given up)',
    registers: [registry],
    async collect() {
      const row = await database.db
        .selectFrom('outbox')
        .select(sql<number>`count(*)`.as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirstOrThrow();
      this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'sdr_outbox_failed',
    help: 'Emails given up on after every retry',
    registers: [registry],
    async collect() {
      const row = await database.db
        .selectFrom('outbox')
        .select(sql<number>`count(*)`.as('n'))
        .where('failed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      this.set(Number(row.n));
    },
  });
  const pool = database.pool;
  const poolConnections =
    pool &&
    new Gauge({
      name: 'sdr_db_pool_connections',
      help: 'PostgreSQL pool connections (total, idle) and requests waiting for one, by state',
      labelNames: ['state'],
      registers: [registry],
    });
  // Read when a scrape arrives, before the scrape's own queries (the outbox counts above) ask the pool
  // for connections: read during them, `waiting` counted those two, and read 2 on a quiet server.
  const readPool = () => {
    if (!pool || !poolConnections) return;
    poolConnections.set({ state: 'total' }, pool.totalCount);
    poolConnections.set({ state: 'idle' }, pool.idleCount);
    poolConnections.set({ state: 'waiting' }, pool.waitingCount);
  };

  const redis = app.redisLink;
  if (redis) {
    new Gauge({
      name: 'sdr_redis_up',
      help: 'Whether Redis, which shares rate limits between instances, answers (1) or not (0)',
      registers: [registry],
      collect() {
        this.set(redis.up ? 1 : 0);
      },
    });
    // Counted by the link; a counter here is set to its total when scraped.
    new Counter({
      name: 'sdr_redis_outages_total',
      help: 'Times Redis became unreachable',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(redis.outages);
      },
    });
    new Counter({
      name: 'sdr_rate_limit_in_memory_total',
      help: 'Rate-limit counts kept in this process because Redis was unreachable',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(redis.fallbacks);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path: one series per route, whatever ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      config: { action: 'registry.metrics' },
      schema: {
        operationId: 'getMetrics',
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
        tags: ['operations'],
        response: { 200: mediaResponse('text/plain', 'Prometheus text exposition format 0.0.4') },
      },
    },
    async (_request, reply) => {
      readPool();
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}
