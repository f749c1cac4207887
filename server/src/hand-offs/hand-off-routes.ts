/** What staff pass on by hand when the registry sends no email (decision 049); inside the admin scope. */
import { serviceDeps, type App, type AppContext } from '../app-context';
import { z } from 'zod';
import { handOffListSchema, noContent } from '../lib/response-schemas';
import { currentStaff } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { handOffsOf, markPassedOn } from './hand-off-service';

export function registerHandOffRoutes(app: App, context: AppContext): void {
  const deps = serviceDeps(context);
  const sendsEmail = context.config.mail.smtpUrl !== null;
  app.get(
    '/hand-offs',
    {
      config: { action: 'handOffs.read' },
      schema: {
        operationId: 'listHandOffs',
        summary:
          "The programme's emails the registry did not send (no SMTP_URL), oldest first, for staff to pass on by hand: owner links and notices, each with its words",
        tags: ['admin'],
        response: { 200: handOffListSchema },
      },
    },
    async (request) => ({ sendsEmail, items: await handOffsOf(deps.db, currentStaff(request).programmeId) }),
  );

  app.post(
    '/hand-offs/:handOffId/passed-on',
    {
      config: { action: 'handOffs.markPassedOn' },
      schema: {
        operationId: 'markHandOffPassedOn',
        summary: 'Say a message was passed on: its words, owner link and all, are no longer kept',
        tags: ['admin'],
        params: z.object({ handOffId: z.string().max(64) }),
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await markPassedOn(deps, currentStaff(request), request.params.handOffId);
      return reply.status(204).send(null);
    },
  );
}
