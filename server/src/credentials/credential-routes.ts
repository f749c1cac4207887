import { z } from 'zod';
import { JWKS_PATH, STATUS_PURPOSES, statusListPath } from '#common/credential';
import type { App, AppContext } from '../app-context';
import { signStatusList } from './credential-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { mediaResponse } from '../lib/response-schemas';

/** The public half of credential checking: the keys cards are signed with, and the lists that revoke them. */
export function registerCredentialRoutes(app: App, { config, database, signingKeys }: AppContext): void {
  app.get(
    JWKS_PATH,
    {
      schema: {
        summary: 'The public keys that sign card credentials (JWK Set), older keys included',
        tags: ['public'],
        response: {
          200: {
            description: 'A JWK Set of Ed25519 public keys',
            content: {
              'application/jwk-set+json': {
                schema: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
              },
            },
          },
        },
      },
    },
    async (_request, reply) =>
      // Keys change only on rotation; an hour's caching keeps verifiers from asking on every scan.
      reply.header('Cache-Control', 'public, max-age=3600').type('application/jwk-set+json').send(signingKeys.jwks),
  );

  for (const purpose of STATUS_PURPOSES) {
    app.get(
      statusListPath(purpose),
      {
        schema: {
          summary: `The W3C Bitstring Status List of ${purpose === 'revocation' ? 'revoked' : 'suspended'} cards, signed (VC-JOSE)`,
          tags: ['public'],
          response: {
            200: mediaResponse('application/vc+jwt', 'The status list credential, a signed JWT (VC-JOSE)'),
          },
        },
      },
      async (request, reply) => {
        const token = await signStatusList(database.db, signingKeys, publicBaseUrl(config, request), purpose);
        // Five minutes: a revocation reaches online verifiers quickly, and the list stays one small request.
        return reply.header('Cache-Control', 'public, max-age=300').type('application/vc+jwt').send(token);
      },
    );
  }
}
