/**
 * Reading a registration: by id (a card's link), by registry number (the look-up page), and the
 * handler's verification log of how often visitors opened it. A visitor's answer is kept and shared
 * (visitor-answers.ts) and counts as a visit; staff and the owner link get the full record, per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '#common/messages';
import { sharedAnswerKey } from '../access/caller';
import { may, recordResource, requirePermission } from '../access/permissions';
import type { App, AppContext } from '../app-context';
import { notFound } from '../lib/api-error';
import { registrationViewSchema, lookupLogSchema, trainingLogSchema } from '../lib/response-schemas';
import { listTrainingLog, presentTrainingLogEntry } from '../lifecycle/training-log';
import { errorResponses, OWNER_KEY_OR_STAFF_OPTIONAL } from '../plugins/openapi';
import { cardProgramme } from '../credentials/signing-programme';
import { standingTraining } from '../lifecycle/attestations';
import { presentRegistrationFor } from './registration-presenter';
import {
  getRegistration,
  getRegistrationBySequence,
  sequenceOf,
  type FoundRegistration,
} from './registration-view-service';
import { createLookupCounter, lookupsByMonth } from './lookup-counts';
import { idParams, keyQuery } from '../lib/route-params';
import { createVisitorAnswers, visitorAnswer } from './visitor-answers';

export function registerRegistrationViewRoutes(app: App, { database, config }: AppContext): void {
  const lookups = createLookupCounter(database.db);
  const answers = createVisitorAnswers(database);
  app.addHook('onClose', async () => {
    answers.close();
    await lookups.close();
  });

  /**
   * The answer for this caller: a visitor's is kept under `key` (as the route's own serializer wrote it)
   * and shared; anyone else's is presented for them. With `visit`, a visitor's view counts on the
   * handler's verification log.
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { key, visit }: { key: string; visit: boolean },
    read: () => Promise<FoundRegistration>,
  ) => {
    const shared = sharedAnswerKey(request.caller, key);
    if (shared !== null) {
      const kept = await answers.get(shared, async () => visitorAnswer(await read(), (view) => reply.serialize(view)));
      if (visit && kept.recordId !== null) lookups.count(kept.recordId);
      return reply.type('application/json; charset=utf-8').send(kept.body);
    }
    const found = await read();
    // Staff and the record's own owner link are not visitors.
    if (visit && 'row' in found && !may(request.caller, 'record.viewFull', recordResource(found.row))) {
      lookups.count(found.row.id);
    }
    const view = presentRegistrationFor(request.caller, found);
    if (view.view !== 'full' || !('row' in found)) return view;
    // The card the owner link and staff print names the programme that signs it (decision 043).
    const signingProgramme = await cardProgramme(database.db, config, found.row.programme_id);
    const training = await standingTraining(database.db, found.row);
    return { ...view, training, ...(signingProgramme ? { signingProgramme } : {}) };
  };

  app.get(
    '/api/dogs/:id',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'record.view' },
      schema: {
        operationId: 'getRegistration',
        ...OWNER_KEY_OR_STAFF_OPTIONAL,
        summary: 'A registration by id: what a visitor may see, or the full record with the owner link key',
        tags: ['public'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: registrationViewSchema, ...errorResponses(404) },
      },
    },
    // A visitor opening the registration (from the look-up page or a card's link) counts for the handler's log.
    async (request, reply) =>
      answer(request, reply, { key: `id:${request.params.id}`, visit: true }, () =>
        getRegistration(database.db, request.params.id, request.caller),
      ),
  );

  app.get(
    '/api/lookup/:registryNumber',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'record.view' },
      schema: {
        operationId: 'lookUpRegistration',
        ...OWNER_KEY_OR_STAFF_OPTIONAL,
        summary: 'A registration by registry number (case, spaces and a missing prefix are forgiven)',
        tags: ['public'],
        params: z.object({ registryNumber: z.string().max(64) }),
        querystring: keyQuery,
        response: { 200: registrationViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const sequence = await sequenceOf(database.db, request.params.registryNumber, config.registryPrefix);
      return answer(request, reply, { key: `seq:${sequence}`, visit: false }, () =>
        getRegistrationBySequence(database.db, sequence, request.caller),
      );
    },
  );

  app.get(
    '/api/dogs/:id/lookups',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'visits.read' },
      schema: {
        operationId: 'listDogLookups',
        summary:
          'How many times visitors opened the registration, per month for twelve months (owner link or staff); never who',
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: lookupLogSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const found = await getRegistration(database.db, request.params.id, request.caller);
      if (!('row' in found)) throw notFound(MESSAGES.dogNotFound);
      requirePermission(request.caller, 'visits.read', recordResource(found.row));
      await lookups.flush();
      return { months: await lookupsByMonth(database.db, found.row.id) };
    },
  );

  app.get(
    '/api/dogs/:id/training-log',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'trainingLog.read' },
      schema: {
        operationId: 'listDogTrainingLog',
        summary: "The team's training log, newest first: private to its programme's staff and the handler (owner link)",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: trainingLogSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const found = await getRegistration(database.db, request.params.id, request.caller);
      if (!('row' in found)) throw notFound(MESSAGES.dogNotFound);
      requirePermission(request.caller, 'trainingLog.read', recordResource(found.row));
      return { items: (await listTrainingLog(database.db, found.row.id)).map(presentTrainingLogEntry) };
    },
  );
}
