/** The two links a contact email change sends: undo it (to the address before), confirm it (to the new one). */
import { z } from 'zod';
import { MESSAGES } from '#common/messages';
import { serviceDeps, type App, type AppContext } from '../app-context';
import { requestLocale, say } from '../lib/words';
import { refuseCrossSite } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { publicBaseUrl } from '../lib/public-base-url';
import { confirmEmailChange, undoEmailChange } from './email-change-service';

const tokenBody = z.strictObject({ token: z.string().min(1).max(128) });
const answer = z.object({ message: z.string().meta({ description: 'A sentence to show the person' }) });

export function registerEmailChangeRoutes(app: App, context: AppContext): void {
  const deps = serviceDeps(context);
  const guard = [app.rateLimited.lookups, refuseCrossSite(context.config.publicUrl)];

  app.post(
    '/api/email-change/undo',
    {
      onRequest: guard,
      config: { action: 'emailChange.answer' },
      schema: {
        operationId: 'undoEmailChange',
        summary:
          "Undo a contact email change made with the owner link, with the single-use link sent to the address before it (14 days): that address is the registration's again, the owner link ends and a new one is emailed there, and both addresses are told",
        tags: ['owner'],
        body: tokenBody,
        response: { 200: answer, ...errorResponses(409, 410) },
      },
    },
    async (request) => {
      await undoEmailChange(deps, request.body.token, publicBaseUrl(context.config, request));
      const byHand = context.config.mail.smtpUrl === null;
      return {
        message: say(requestLocale(request), byHand ? MESSAGES.emailChangeUndoneByHand : MESSAGES.emailChangeUndone),
      };
    },
  );

  app.post(
    '/api/email-change/confirm',
    {
      onRequest: guard,
      config: { action: 'emailChange.answer' },
      schema: {
        operationId: 'confirmEmailChange',
        summary:
          'Confirm a new contact email with the single-use link sent to it: new owner links go to it from then on',
        tags: ['owner'],
        body: tokenBody,
        response: { 200: answer, ...errorResponses(410) },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      const byHand = context.config.mail.smtpUrl === null;
      return {
        message: say(
          requestLocale(request),
          byHand ? MESSAGES.emailChangeConfirmedByHand : MESSAGES.emailChangeConfirmed,
        ),
      };
    },
  );
}
