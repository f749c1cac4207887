import type { JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import { JWKS_PATH, STATUS_PURPOSES, statusListPath, type RegistryJwk, type StatusPurpose } from '#common/credential';
import type { App, AppContext } from '../app-context';
import type { DB } from '../db/schema';
import { listProgrammeRows } from '../programmes/programme-repository';
import { programmeProfile, type ProgrammeSettings } from '../programmes/programme-service';
import { signStatusList } from './credential-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { jwksSchema, mediaResponse } from '../lib/response-schemas';

/** A list's name in its operationIds: getRevocationStatusList, getRevocationStatusListDocument… */
export const STATUS_LIST_NAMES: Record<StatusPurpose, string> = {
  revocation: 'Revocation',
  suspension: 'Suspension',
  refresh: 'Refresh',
};

const LIST_SUBJECTS: Record<StatusPurpose, string> = {
  revocation: 'cards no longer valid',
  suspension: 'cards of suspended registrations',
  refresh: 'cards replaced by a newer card',
};

/**
 * The key set as published: every programme's keys, each of another programme than the default naming
 * it by slug and by its current name in each language, so a verifier holding the set offline says which
 * programme signed a card (decision 043). A key whose programme was deleted keeps its slug alone.
 */
export async function publishedKeySet(
  db: Kysely<DB>,
  jwks: JSONWebKeySet,
  settings: ProgrammeSettings,
): Promise<JSONWebKeySet> {
  const keys = jwks.keys as RegistryJwk[];
  if (!keys.some((key) => key.programme !== undefined)) return jwks;
  const names = new Map((await listProgrammeRows(db)).map((row) => [row.slug, programmeProfile(row, settings).name]));
  return {
    keys: keys.map((key) => {
      const name = key.programme === undefined ? undefined : names.get(key.programme);
      return name ? { ...key, programme_name: name } : key;
    }),
  };
}

/** The public half of credential checking: the keys cards are signed with, and the lists that revoke them. */
export function registerCredentialRoutes(app: App, { config, database, signingKeys }: AppContext): void {
  app.get(
    JWKS_PATH,
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getSigningKeys',
        summary:
          "The public keys that sign card credentials (JWK Set), older keys included, every programme's: a key of a programme other than the default names it (`programme`, its slug, and `programme_name`, its name by language)",
        tags: ['public'],
        response: {
          200: {
            description: 'A JWK Set of Ed25519 public keys',
            content: {
              'application/jwk-set+json': { schema: jwksSchema },
            },
          },
        },
      },
    },
    async (_request, reply) =>
      // Five minutes, as the lists: a key marked compromised must reach verifiers as fast as a revocation.
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/jwk-set+json')
        .send(await publishedKeySet(database.db, signingKeys.jwks, config)),
  );

  for (const purpose of STATUS_PURPOSES) {
    app.get(
      statusListPath(purpose),
      {
        config: { action: 'registry.read' },
        schema: {
          operationId: `get${STATUS_LIST_NAMES[purpose]}StatusList`,
          summary: `The W3C Bitstring Status List of ${LIST_SUBJECTS[purpose]}, signed (VC-JOSE), with its validity window`,
          tags: ['public'],
          response: {
            200: mediaResponse('application/vc+jwt', 'The status list credential, a signed JWT (VC-JOSE)'),
          },
        },
      },
      async (request, reply) => {
        const token = await signStatusList(
          database.db,
          signingKeys,
          publicBaseUrl(config, request),
          purpose,
          config.statusListValidityMs,
        );
        // Five minutes (never longer than the list's own window): a revocation reaches online verifiers
        // quickly, and no cache serves a list past the time it vouches for.
        const maxAge = Math.min(300, Math.floor(config.statusListValidityMs / 1000));
        return reply.header('Cache-Control', `public, max-age=${maxAge}`).type('application/vc+jwt').send(token);
      },
    );
  }
}
