/**
 * Health checks for load balancers and orchestrators (docs/DEPLOYMENT.md, Health checks):
 * - /api/health/live: the process answers (a liveness probe: restart it when it does not);
 * - /api/health/ready: the database and the file storage are ready (a readiness probe: send it
 *   traffic only when they are), 503 naming which is not; Redis down is `degraded`, still ready;
 * - /api/health: the database only, as it always answered (compose files and monitors use it).
 * No answer names an address, a host or a setting: they go to the log.
 */
import type { App, AppContext } from '../app-context';
import { pingDatabase } from '../db/database';
import { healthSchema, livenessSchema, readinessSchema } from '../lib/response-schemas';
import { checkReadiness } from './readiness';
import { REDIS_UNREACHABLE } from '../plugins/redis-link';

export function registerHealthRoutes(app: App, { database, storage }: AppContext): void {
  app.get(
    '/api/health',
    {
      // Load balancers ask every few seconds: only a failure is worth a log line.
      logLevel: 'warn',
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getHealth',
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
          reasons: [redis.reason ?? REDIS_UNREACHABLE],
        };
      }
      return { status: 'ok' as const, database: database.dialect };
    },
  );

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness: the process answers. Checks nothing else, so a database outage never gets it restarted',
        tags: ['operations'],
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getReadiness',
        summary:
          'Readiness: the database answers and uploaded files can be stored and read (503 naming which is not, each check bounded to 2 s); Redis unreachable is `degraded`, still 200',
        tags: ['operations'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({ database, storage }, app.redisLink, request.log);
      return reply.status(readiness.status === 'unavailable' ? 503 : 200).send(readiness);
    },
  );
}
