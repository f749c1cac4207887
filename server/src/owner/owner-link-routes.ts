/** A lost owner link: the request is queued and answered at once, the same way whether or not anything matches. */
import { MESSAGES } from '#common/messages';
import { ownerLinkRequestSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { publicBaseUrl } from '../lib/public-base-url';
import { requestLocale, say } from '../lib/words';
import { ownerLinkRequestedSchema } from '../lib/response-schemas';
import { requestOwnerLink } from './owner-link-service';

export function registerOwnerLinkRoutes(app: App, { database, config }: AppContext): void {
  app.post(
    '/api/owner-link',
    {
      onRequest: app.rateLimited.ownerLinks,
      config: { action: 'ownerLink.request' },
      schema: {
        operationId: 'requestOwnerLink',
        summary:
          "Queue a request for a new owner link: when the registry number and email match, a link is emailed to the registration's confirmed address (without SMTP_URL, put in the staff's queue to pass on by hand), and the old link works until the new one is opened; the answer is the same either way, and is given before anything is looked up",
        tags: ['public'],
        body: ownerLinkRequestSchema,
        response: { 202: ownerLinkRequestedSchema },
      },
    },
    async (request, reply) => {
      await requestOwnerLink(database.db, request.body, publicBaseUrl(config, request));
      const answer = config.mail.smtpUrl ? MESSAGES.ownerLinkRequested : MESSAGES.ownerLinkRequestedByHand;
      return reply.status(202).send({ message: say(requestLocale(request), answer) });
    },
  );
}
