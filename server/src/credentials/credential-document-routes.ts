/**
 * The current card as a W3C Verifiable Credential document, to download: for the owner link (its key)
 * and staff, as the QR code's signed credential is; anyone else is refused as the look-up log refuses
 * them. A registration without a valid card now has no document.
 */
import { MESSAGES } from '#common/messages';
import { recordResource, requirePermission } from '../access/permissions';
import type { App, AppContext } from '../app-context';
import { documentIssuer } from './data-integrity/document-issuer';
import { JSON_LD, sendDocument } from './data-integrity/document-routes';
import { currentCardDocument } from './data-integrity/document-service';
import { ApiError, notFound } from '../lib/api-error';
import { credentialDocumentSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { getRegistration } from '../public-record/registration-view-service';
import { idParams, keyQuery } from '../lib/route-params';

export function registerCredentialDocumentRoutes(app: App, { config, database, signingKeys }: AppContext): void {
  app.get(
    '/api/dogs/:id/credential.json',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'card.download' },
      schema: {
        operationId: 'getDogCredential',
        summary:
          "The current card as a W3C Verifiable Credential 2.0 document secured with Data Integrity (eddsa-rdfc-2022), issued by the registry's did:web, with its status list entries, to download (owner link key or staff); open verifiers check it. Never contact data",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: {
          200: {
            description: 'The signed credential document, as an attachment',
            content: { [JSON_LD]: { schema: credentialDocumentSchema } },
          },
          ...errorResponses(403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const found = await getRegistration(database.db, request.params.id, request.caller);
      if (!('row' in found)) throw notFound(MESSAGES.dogNotFound);
      requirePermission(request.caller, 'card.download', recordResource(found.row));
      const { row } = found;
      const document = await currentCardDocument(
        database.db,
        signingKeys,
        row.id,
        documentIssuer(config, request),
        config,
      );
      if (!document) throw new ApiError(409, 'NO_VALID_CARD', MESSAGES.credentialNotAvailable);
      // Personal data (the handler's first name), behind the owner link's key: no cache keeps it.
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${row.registry_number}-credential.json"`);
      return sendDocument(reply, JSON_LD, document);
    },
  );
}
