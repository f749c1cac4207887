import type { App, AppContext } from '../app-context';
import { pingDatabase } from '../db/database';
import { healthSchema } from '../lib/response-schemas';

export function registerHealthRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/api/health',
    {
      // Load balancers ask every few seconds: only a failure is worth a log line.
      logLevel: 'warn',
      schema: {
        summary:
          'Whether the server can reach its database (503 when not), and whether it runs degraded: Redis unreachable, so rate limits are counted per instance',
        tags: ['public'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(database);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.dialect });
      }
      const redis = app.redisLink;
      if (redis && !redis.up) {
        return {
          status: 'degraded' as const,
          database: database.dialect,
          reasons: [redis.reason ?? 'Redis is unreachable'],
        };
      }
      return { status: 'ok' as const, database: database.dialect };
    },
  );
}
