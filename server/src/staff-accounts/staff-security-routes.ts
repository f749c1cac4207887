import { z } from 'zod';
import { pageQuerySchema } from '#common/staff-schemas';
import type { App, AppContext } from '../app-context';
import { noContent, securityEventPageSchema, staffSessionListSchema } from '../lib/response-schemas';
import { clearSessionCookie, currentStaffSession } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { requestOrigin } from './request-origin';
import { securityEventsPage } from './security-events-page';
import { endStaffSession, listStaffSessions } from './staff-sessions';

/** Registered inside the admin scope: every staff session, ending one, and the security log. */
export function registerStaffSecurityRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const log = { db, sink: config.securityLog };
  app.get(
    '/sessions',
    {
      config: { action: 'staff.oversee' },
      schema: {
        operationId: 'listSessions',
        summary: 'Every live staff session: who, from where, last seen',
        tags: ['admin'],
        response: { 200: staffSessionListSchema },
      },
    },
    async (request) => ({
      sessions: await listStaffSessions(db, config.sessions, currentStaffSession(request)),
    }),
  );
  app.delete(
    '/sessions/:handle',
    {
      config: { action: 'staff.endSession' },
      schema: {
        operationId: 'endSession',
        summary: 'End a staff session (yours or a colleague’s)',
        tags: ['admin'],
        params: z.object({ handle: z.string().max(100) }),
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const session = currentStaffSession(request);
      await endStaffSession(log, { session, ...requestOrigin(request) }, request.params.handle);
      if (request.params.handle === session.handle) clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/security-events',
    {
      config: { action: 'staff.oversee' },
      schema: {
        operationId: 'listSecurityEvents',
        summary: 'The security log, newest first: sign-ins, second factors, factor changes, sessions ended',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: securityEventPageSchema },
      },
    },
    async (request) => securityEventsPage(db, currentStaffSession(request), request.query.page),
  );
}
