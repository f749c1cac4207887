/**
 * The QR code a card prints. The owner link and staff, who print the card, get an active card's code,
 * which opens the verify page with its signed credential; anyone else gets a code that opens the
 * registration's page, so no one can mint a signed card from a registration's public id.
 */
import type { App, AppContext } from '../app-context';
import { may, recordResource } from '../access/permissions';
import { qrAddress, registrationAddress } from './credential-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { mediaResponse } from '../lib/response-schemas';
import { errorResponses, OWNER_KEY_OR_STAFF_OPTIONAL } from '../plugins/openapi';
import { getRegistration } from '../public-record/registration-view-service';
import { qrSvg } from '../lib/qr-svg';
import { idParams, keyQuery } from '../lib/route-params';

export function registerQrRoutes(app: App, { database, config, signingKeys }: AppContext): void {
  app.get(
    '/api/dogs/:id/qr.svg',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'record.view' },
      schema: {
        operationId: 'getDogQrCode',
        ...OWNER_KEY_OR_STAFF_OPTIONAL,
        summary:
          "QR code (error correction M, four-module quiet zone): with the owner link key or a staff session, an active card's opens the verify page with its signed credential; any other opens the registration's page",
        tags: ['public'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: mediaResponse('image/svg+xml', 'The QR code, as SVG'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const issuer = publicBaseUrl(config, request);
      const found = await getRegistration(database.db, request.params.id, request.caller);
      const prints = 'row' in found && may(request.caller, 'card.signedQr', recordResource(found.row));
      const address = prints
        ? await qrAddress(database.db, signingKeys, request.params.id, issuer)
        : registrationAddress(issuer, request.params.id);
      // The code changes when the record does (revision, status), so it is never served from a stale cache.
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'no-cache')
        .send(await qrSvg(address));
    },
  );
}
