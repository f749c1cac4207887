/**
 * The public half of checking a credential document: the registry's DID document (its keys), its
 * JSON-LD context, and the status lists as Data Integrity credentials. Open verifiers fetch these;
 * the registry's own verify page reads the JWT forms (credential-routes.ts).
 */
import type { FastifyReply } from 'fastify';
import { STATUS_PURPOSES } from '#common/credential';
import {
  DID_DOCUMENT_PATH,
  programmeDidDocumentPath,
  programmeDidWeb,
  SERVICE_DOG_CONTEXT_PATH,
  statusListDocumentPath,
  TRAINING_CONTEXT_PATH,
} from '#common/credential-document';
import { MESSAGES } from '#common/messages';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context';
import { notFound } from '../../lib/api-error';
import { publicBaseUrl } from '../../lib/public-base-url';
import { errorResponses } from '../../plugins/openapi';
import { findProgrammeBySlug } from '../../programmes/programme-repository';
import { PROGRAMME_SLUG, PROGRAMME_SLUG_MAX } from '../../programmes/programme-service';
import {
  didDocumentSchema,
  jsonLdContextSchema,
  noContent,
  statusListDocumentSchema,
} from '../../lib/response-schemas';
import { didDocument } from './did-web';
import { documentIssuer } from './document-issuer';
import { statusListDocument } from './document-service';
import { serviceDogContext, trainingContext } from './json-ld-contexts';
import { STATUS_LIST_NAMES } from '../credential-routes';

export const JSON_LD = 'application/ld+json';

/** A programme's slug, as programmes are made (programme-service.ts). */
const programmeSlugParams = z.object({
  slug: z.string().min(2).max(PROGRAMME_SLUG_MAX).regex(PROGRAMME_SLUG),
});
export const DID_JSON_LD = 'application/did+ld+json';

/**
 * Sends a document as the JSON it was signed as. The route's serializer, which writes only the members
 * its schema names, never re-writes it: a dropped member would break the proof.
 */
export function sendDocument(reply: FastifyReply, mediaType: string, document: object): FastifyReply {
  return reply.type(mediaType).send(JSON.stringify(document));
}

/**
 * Open verifiers often run in a browser, on their own site: they may read these public documents from
 * any origin (CORS), and the preflight their requests need (they send Cache-Control) is answered.
 */
const CROSS_ORIGIN_READS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** `name` makes the preflight's operationId: preflightDidDocument… */
function allowCrossOriginReads(app: App, path: string, name: string): void {
  app.options(
    path,
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: `preflight${name}`,
        summary: 'The CORS preflight: any origin may read this public document',
        tags: ['public'],
        response: { 204: noContent },
      },
    },
    async (_request, reply) =>
      reply
        .headers({
          ...CROSS_ORIGIN_READS,
          'access-control-allow-methods': 'GET, HEAD',
          'access-control-allow-headers': 'Accept, Cache-Control, Pragma',
          'access-control-max-age': '86400',
        })
        .status(204)
        .send(null),
  );
}

export function registerDocumentRoutes(app: App, { config, database, signingKeys }: AppContext): void {
  allowCrossOriginReads(app, DID_DOCUMENT_PATH, 'DidDocument');
  allowCrossOriginReads(app, programmeDidDocumentPath(':slug'), 'ProgrammeDidDocument');
  allowCrossOriginReads(app, SERVICE_DOG_CONTEXT_PATH, 'ServiceDogContext');
  allowCrossOriginReads(app, TRAINING_CONTEXT_PATH, 'TrainingContext');
  for (const purpose of STATUS_PURPOSES)
    allowCrossOriginReads(app, statusListDocumentPath(purpose), `${STATUS_LIST_NAMES[purpose]}StatusListDocument`);

  app.get(
    DID_DOCUMENT_PATH,
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getDidDocument',
        summary:
          "The registry's DID document (did:web of its host), the default programme's: the Ed25519 keys, as Multikeys, that may sign credential documents; retired keys are left out",
        tags: ['public'],
        response: { 200: { description: 'A DID document', content: { [DID_JSON_LD]: { schema: didDocumentSchema } } } },
      },
    },
    async (request, reply) => {
      const { did } = documentIssuer(config, request);
      const document = await didDocument(did, signingKeys.programmeJwks(null));
      // Five minutes, as the key set: a retired key must reach verifiers as fast as a revocation.
      return sendDocument(
        reply.headers(CROSS_ORIGIN_READS).header('Cache-Control', 'public, max-age=300'),
        DID_JSON_LD,
        document,
      );
    },
  );

  app.get(
    programmeDidDocumentPath(':slug'),
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getProgrammeDidDocument',
        summary:
          "A programme's DID document (did:web:<host>:p:<slug>, decision 043): its own Ed25519 keys, as Multikeys, that may sign its cards' credential documents; retired keys are left out. The default programme's is /.well-known/did.json",
        tags: ['public'],
        params: programmeSlugParams,
        response: {
          200: { description: 'A DID document', content: { [DID_JSON_LD]: { schema: didDocumentSchema } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const programme = await findProgrammeBySlug(database.db, slug);
      const jwks = signingKeys.programmeJwks(slug);
      // A deleted programme's keys still resolve, for the cards they signed; the default programme has no path form.
      if (programme?.is_default === 1 || (!programme && jwks.keys.length === 0)) throw notFound(MESSAGES.pageNotFound);
      const document = await didDocument(programmeDidWeb(publicBaseUrl(config, request), slug), jwks);
      return sendDocument(
        reply.headers(CROSS_ORIGIN_READS).header('Cache-Control', 'public, max-age=300'),
        DID_JSON_LD,
        document,
      );
    },
  );

  const contexts = [
    {
      path: SERVICE_DOG_CONTEXT_PATH,
      operationId: 'getServiceDogContext',
      summary:
        "The JSON-LD context of the registry's own terms in credential documents (dog name, breed, handler, registry number, service type); the server carries it and never fetches it",
      context: serviceDogContext,
    },
    {
      path: TRAINING_CONTEXT_PATH,
      operationId: 'getTrainingContext',
      summary:
        'The JSON-LD context of the terms a training attestation adds (the statement, the public access test, the trainer); the server carries it and never fetches it',
      context: trainingContext,
    },
  ];
  for (const { path, operationId, summary, context } of contexts) {
    app.get(
      path,
      {
        config: { action: 'registry.read' },
        schema: {
          operationId,
          summary,
          tags: ['public'],
          response: {
            200: { description: 'A JSON-LD context', content: { [JSON_LD]: { schema: jsonLdContextSchema } } },
          },
        },
      },
      async (request, reply) =>
        // It never changes at this address (a new term makes a new version), so it may be kept a day.
        sendDocument(
          reply.headers(CROSS_ORIGIN_READS).header('Cache-Control', 'public, max-age=86400'),
          JSON_LD,
          context(publicBaseUrl(config, request)),
        ),
    );
  }

  for (const purpose of STATUS_PURPOSES) {
    app.get(
      statusListDocumentPath(purpose),
      {
        config: { action: 'registry.read' },
        schema: {
          operationId: `get${STATUS_LIST_NAMES[purpose]}StatusListDocument`,
          summary: `The ${purpose} status list as a W3C Bitstring Status List credential secured with a Data Integrity proof (eddsa-rdfc-2022): the same bits as the signed JWT beside it`,
          tags: ['public'],
          response: {
            200: {
              description: 'The status list credential, with its validity window',
              content: { [JSON_LD]: { schema: statusListDocumentSchema } },
            },
          },
        },
      },
      async (request, reply) => {
        const issuer = documentIssuer(config, request);
        const list = await statusListDocument(database.db, signingKeys, issuer, purpose, config.statusListValidityMs);
        const maxAge = Math.min(300, Math.floor(config.statusListValidityMs / 1000));
        return sendDocument(
          reply.headers(CROSS_ORIGIN_READS).header('Cache-Control', `public, max-age=${maxAge}`),
          JSON_LD,
          list,
        );
      },
    );
  }
}
