import { z } from 'zod';
import { pageQuerySchema, trainerSchema } from '#common/staff-schemas';
import { trainerLicenseSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { currentStaff } from '../plugins/auth';
import { mapPage } from '../db/paginate';
import { presentStaffTrainer, presentTrainer } from './trainer-presenter';
import { addTrainer, changeTrainer, getActiveTrainer, trainerPage } from './trainer-service';
import { staffTrainerPageSchema, staffTrainerSchema, trainerPublicSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { requestLocale } from '../lib/words';

export function registerTrainerRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/api/trainers/:licenseNumber',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'trainer.check' },
      schema: {
        operationId: 'checkTrainer',
        summary:
          "A listed trainer's public details by directory ID when the listing is active and current; else 404 with TRAINER_NOT_FOUND, TRAINER_SUSPENDED or TRAINER_EXPIRED and the reason",
        tags: ['public'],
        params: z.object({ licenseNumber: trainerLicenseSchema }),
        response: { 200: trainerPublicSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      presentTrainer(await getActiveTrainer(database.db, request.params.licenseNumber, requestLocale(request))),
  );
}

/** Registered inside the admin scope. */
export function registerStaffTrainerRoutes(app: App, { database }: AppContext): void {
  const db = database.db;
  app.get(
    '/trainers',
    {
      config: { action: 'trainers.manage' },
      schema: {
        operationId: 'listTrainers',
        summary: 'The trainer directory (search by directory ID, name, organization)',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: staffTrainerPageSchema },
      },
    },
    async (request) => mapPage(await trainerPage(db, currentStaff(request), request.query), presentStaffTrainer),
  );

  app.post(
    '/trainers',
    {
      config: { action: 'trainers.manage' },
      schema: {
        operationId: 'createTrainer',
        summary: 'Add a trainer',
        tags: ['admin'],
        body: trainerSchema,
        response: { 201: staffTrainerSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentStaffTrainer(await addTrainer(db, currentStaff(request), request.body))),
  );

  app.put(
    '/trainers/:licenseNumber',
    {
      config: { action: 'trainers.manage' },
      schema: {
        operationId: 'updateTrainer',
        summary: 'Edit or suspend a trainer (the directory ID stays)',
        tags: ['admin'],
        params: z.object({ licenseNumber: z.string().max(40) }),
        body: trainerSchema,
        response: { 200: staffTrainerSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      presentStaffTrainer(await changeTrainer(db, currentStaff(request), request.params.licenseNumber, request.body)),
  );
}
