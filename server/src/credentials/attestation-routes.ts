/**
 * A team's training attestation as a W3C Verifiable Credential document, to download
 * (docs/decisions/044-training-attestation.md): for the owner link (its key) and staff, as the card's
 * document is; anyone else is refused. A team with no standing attestation gets a 409 that says why.
 */
import { MESSAGES } from '#common/messages';
import { recordResource, requirePermission } from '../access/permissions';
import type { App, AppContext } from '../app-context';
import { documentIssuer } from './data-integrity/document-issuer';
import { JSON_LD, sendDocument } from './data-integrity/document-routes';
import { currentTrainingAttestation } from './data-integrity/document-service';
import { ApiError, notFound } from '../lib/api-error';
import { trainingAttestationDocumentSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { getRegistration } from '../public-record/registration-view-service';
import { idParams, keyQuery } from '../lib/route-params';

export function registerAttestationRoutes(app: App, { config, database, signingKeys }: AppContext): void {
  app.get(
    '/api/dogs/:id/training-attestation.json',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'attestation.download' },
      schema: {
        operationId: 'getTrainingAttestation',
        summary:
          "The team's training attestation: a W3C Verifiable Credential 2.0 document secured with Data Integrity (eddsa-rdfc-2022), issued by the did:web of the programme that trained the dog, stating that the dog was individually trained to perform tasks for its handler and naming the trainer who conducted its last passed public access test, with its own status list entries (owner link key or staff). Never contact data, a diagnosis or a task",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: {
          200: {
            description: 'The signed attestation, as an attachment',
            content: { [JSON_LD]: { schema: trainingAttestationDocumentSchema } },
          },
          ...errorResponses(403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const found = await getRegistration(database.db, request.params.id, request.caller);
      if (!('row' in found)) throw notFound(MESSAGES.dogNotFound);
      requirePermission(request.caller, 'attestation.download', recordResource(found.row));
      const { row } = found;
      const document = await currentTrainingAttestation(
        database,
        signingKeys,
        row,
        documentIssuer(config, request),
        config,
      );
      if (!document) throw new ApiError(409, 'NO_TRAINING_ATTESTATION', MESSAGES.attestationNotAvailable);
      // Personal data (the handler's first name), behind the owner link's key: no cache keeps it.
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${row.registry_number}-training-attestation.json"`);
      return sendDocument(reply, JSON_LD, document);
    },
  );
}
