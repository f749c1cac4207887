/** A lost owner link: a new one is emailed to the address on file when the number and email match. */
import { MESSAGES } from '#common/messages';
import { ownerLinkRequestSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { publicBaseUrl } from '../lib/public-base-url';
import { requestLocale, say } from '../lib/words';
import { ownerLinkRequestedSchema } from '../lib/response-schemas';
import { sendOwnerLink } from './owner-link-service';

export function registerOwnerLinkRoutes(app: App, { database, config }: AppContext): void {
  app.post(
    '/api/owner-link',
    {
      onRequest: app.rateLimited.ownerLinks,
      schema: {
        summary:
          'Email a new owner link to the address on file when the registry number and email match (the old link stops working); the answer is the same either way',
        tags: ['public'],
        body: ownerLinkRequestSchema,
        response: { 202: ownerLinkRequestedSchema },
      },
    },
    async (request, reply) => {
      await sendOwnerLink(
        database.db,
        { registry: config, registryPrefix: config.registryPrefix, baseUrl: publicBaseUrl(config, request) },
        request.body,
      );
      return reply.status(202).send({ message: say(requestLocale(request), MESSAGES.ownerLinkRequested) });
    },
  );
}
