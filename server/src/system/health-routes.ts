import { z } from 'zod';
import type { App, AppContext } from '../app-context';
import { pingDatabase } from '../db/database';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['sqlite', 'postgres']) });

export function registerHealthRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/api/health',
    {
      // Load balancers ask every few seconds: only a failure is worth a log line.
      logLevel: 'warn',
      schema: {
        summary: 'Whether the server can reach its database',
        tags: ['public'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(database);
        return { status: 'ok' as const, database: database.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.dialect });
      }
    },
  );
}
