import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '#common/messages';
import { ownerLinkRequestSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { qrAddress } from '../credentials/credential-service';
import { ApiError } from '../lib/api-error';
import { publicBaseUrl } from '../lib/public-base-url';
import { refuseCrossSite } from '../plugins/auth';
import { canSeeFullRecord, type DogViewer } from './dog-policy';
import { presentDogFor, presentFullDog } from './dog-presenter';
import { createLookupCounter, lookupsByMonth } from './lookup-counts';
import { getDog, getDogBySequence, sequenceOf, setServiceTypeShown, type FoundDog } from './dog-view-service';
import { createVisitorAnswers, visitorAnswer, type VisitorAnswer } from './visitor-answers';
import { sendOwnerLink } from './owner-link-service';
import { qrSvg } from './qr-svg';
import { dogFullViewSchema, dogViewSchema, lookupLogSchema, mediaResponse } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const viewQuery = z.object({ key: z.string().max(128).optional() });

/** No staff session and no owner link: the view every visitor shares. */
const isVisitor = (viewer: DogViewer) => viewer.admin === null && viewer.ownerKey === undefined;

export function registerDogRoutes(app: App, { database, config, signingKeys }: AppContext): void {
  const lookups = createLookupCounter(database.db);
  const answers = createVisitorAnswers(database);
  /** The visitor's view of the record `read` finds, kept as the route's own serializer wrote it. */
  const keptAnswer = (reply: FastifyReply, key: string, read: () => Promise<FoundDog>) =>
    answers.get(key, async () => visitorAnswer(await read(), (view) => reply.serialize(view)));
  const send = (reply: FastifyReply, answer: VisitorAnswer) =>
    reply.type('application/json; charset=utf-8').send(answer.body);
  app.addHook('onClose', async () => {
    answers.close();
    await lookups.close();
  });
  app.get(
    '/api/dogs/:id',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary: 'A registration by id: what a visitor may see, or the full record with the owner link key',
        tags: ['public'],
        params: idParams,
        querystring: viewQuery,
        response: { 200: dogViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const viewer = { admin: request.admin, ownerKey: request.query.key };
      // A visitor opening the registration (from the look-up page or a card's link) counts for the handler's log.
      if (isVisitor(viewer)) {
        const { id } = request.params;
        const answer = await keptAnswer(reply, `id:${id}`, () => getDog(database.db, id));
        if (answer.recordId !== null) lookups.count(answer.recordId);
        return send(reply, answer);
      }
      const found = await getDog(database.db, request.params.id);
      if ('row' in found && !canSeeFullRecord(viewer, found.row)) lookups.count(found.row.id);
      return presentDogFor(viewer, found);
    },
  );

  app.get(
    '/api/dogs/:id/lookups',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary:
          'How many times visitors opened the registration, per month for twelve months (owner link or staff); never who',
        tags: ['owner'],
        params: idParams,
        querystring: viewQuery,
        response: { 200: lookupLogSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const found = await getDog(database.db, request.params.id);
      if (!('row' in found) || !canSeeFullRecord({ admin: request.admin, ownerKey: request.query.key }, found.row)) {
        throw new ApiError(403, 'OWNER_LINK_REQUIRED', MESSAGES.ownerLinkRequired);
      }
      await lookups.flush();
      return { months: await lookupsByMonth(database.db, found.row.id) };
    },
  );

  app.get(
    '/api/lookup/:registryNumber',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary: 'A registration by registry number (case, spaces and a missing prefix are forgiven)',
        tags: ['public'],
        params: z.object({ registryNumber: z.string().max(64) }),
        querystring: viewQuery,
        response: { 200: dogViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const viewer = { admin: request.admin, ownerKey: request.query.key };
      const sequence = sequenceOf(request.params.registryNumber, config.registryPrefix);
      if (isVisitor(viewer)) {
        return send(reply, await keptAnswer(reply, `seq:${sequence}`, () => getDogBySequence(database.db, sequence)));
      }
      return presentDogFor(viewer, await getDogBySequence(database.db, sequence));
    },
  );

  app.patch(
    '/api/dogs/:id/privacy',
    {
      onRequest: [app.rateLimited.lookups, refuseCrossSite(config.publicUrl)],
      schema: {
        summary: 'Whether visitors see the service type (owner link key or staff only)',
        tags: ['public'],
        params: idParams,
        querystring: viewQuery,
        body: z.strictObject({ showServiceType: z.boolean() }),
        response: { 200: dogFullViewSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      presentFullDog(
        await setServiceTypeShown(
          { db: database.db, registry: config },
          { admin: request.admin, ownerKey: request.query.key },
          request.params.id,
          request.body.showServiceType,
        ),
      ),
  );

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

  app.post(
    '/api/owner-link',
    {
      onRequest: app.rateLimited.ownerLinks,
      schema: {
        summary:
          'Email a new owner link to the address on file when the registry number and email match (the old link stops working); the answer is the same either way',
        tags: ['public'],
        body: ownerLinkRequestSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await sendOwnerLink(
        database.db,
        { registry: config, registryPrefix: config.registryPrefix, baseUrl: publicBaseUrl(config, request) },
        request.body,
      );
      return reply.status(202).send({ message: MESSAGES.ownerLinkRequested });
    },
  );
}
