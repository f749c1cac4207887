/** The QR code a card prints: an active card's opens the verify page with its signed credential. */
import type { App, AppContext } from '../app-context';
import { qrAddress } from '../credentials/credential-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { mediaResponse } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { qrSvg } from './qr-svg';
import { idParams } from './route-params';

export function registerQrRoutes(app: App, { database, config, signingKeys }: AppContext): void {
  app.get(
    '/api/dogs/:id/qr.svg',
    {
      schema: {
        summary:
          "QR code (error correction M, four-module quiet zone): an active card's opens the verify page with its signed credential; any other opens the registration's page",
        tags: ['public'],
        params: idParams,
        response: { 200: mediaResponse('image/svg+xml', 'The QR code, as SVG'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const address = await qrAddress(database.db, signingKeys, request.params.id, publicBaseUrl(config, request));
      // The code changes when the record does (revision, status), so it is never served from a stale cache.
      return reply.type('image/svg+xml').header('Cache-Control', 'no-cache').send(qrSvg(address));
    },
  );
}
