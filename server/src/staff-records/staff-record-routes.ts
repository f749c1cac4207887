import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accessTestSchema,
  denySchema,
  registrationEditSchema,
  registrationListQuerySchema,
  trainingLogEntrySchema as trainingLogEntryInputSchema,
} from '#common/staff-schemas';
import { CERTIFICATION_MIME_TYPES } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { serviceDeps, type App, type AppContext } from '../app-context';
import { mapPage } from '../db/paginate';
import { uploadTempDir } from '../files/upload-spool';
import { ApiError, notFound } from '../lib/api-error';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { currentStaff } from '../plugins/auth';
import { listAccessTests, presentAccessTest, recordAccessTest } from './access-test-service';
import { listTrainingLog, logTraining, presentTrainingLogEntry } from '../lifecycle/training-log';
import {
  approveRegistration,
  changePhoto,
  removeRegistration,
  denyRegistration,
  editRegistration,
} from './record-review-service';
import { exportFileName, presentCsv } from './registration-csv-presenter';
import { createRegistrationListRepository } from '../lifecycle/registration-list-repository';
import { presentStaffRegistration, presentStaffListItem } from '../public-record/registration-presenter';
import {
  registrationPage,
  registrationStats,
  exportRegistrations,
  getStaffRegistration,
  openCertification,
} from './staff-records-service';
import { photoChangeBodyDoc, readRegistrationForm, releaseForm } from '../registration/registration-form';
import {
  accessTestListSchema,
  trainingLogEntrySchema,
  trainingLogSchema,
  staffRegistrationDetailSchema,
  staffRegistrationPageSchema,
  staffStatsSchema,
  mediaResponse,
  noContent,
} from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { publicBaseUrl } from '../lib/public-base-url';
import { requestLocale } from '../lib/words';

const idParams = z.object({ id: z.string().min(1).max(64) });
const exportQuery = z.object({
  search: registrationListQuerySchema.shape.search,
  status: registrationListQuerySchema.shape.status,
});

/** Registered inside the admin scope: every route here already requires a signed-in admin. */
export function registerStaffRecordRoutes(app: App, context: AppContext): void {
  const records = { ...context, dogList: createRegistrationListRepository(context.database) };
  const changes = serviceDeps(context);
  /** Where a notice of a change sends the handler: this registry, at the address it is reached by. */
  const linksFor = (request: FastifyRequest) => ({
    registry: context.config,
    baseUrl: publicBaseUrl(context.config, request),
  });

  app.get(
    '/dogs',
    {
      config: { action: 'records.list' },
      schema: {
        operationId: 'listDogs',
        summary: 'Search, filter, sort and page the records',
        tags: ['admin'],
        querystring: registrationListQuerySchema,
        response: { 200: staffRegistrationPageSchema },
      },
    },
    async (request) =>
      mapPage(await registrationPage(records, currentStaff(request), request.query), presentStaffListItem),
  );

  app.get(
    '/stats',
    {
      config: { action: 'records.list' },
      schema: {
        operationId: 'getStats',
        summary: 'Counts by status, registrations per month, sample data present',
        tags: ['admin'],
        response: { 200: staffStatsSchema },
      },
    },
    async (request) => registrationStats(records, currentStaff(request)),
  );

  app.get(
    '/dogs/export',
    {
      config: { action: 'records.export' },
      schema: {
        operationId: 'exportRegistrations',
        summary: 'The records matching search and filter, as CSV (streamed)',
        tags: ['admin'],
        querystring: exportQuery,
        response: { 200: mediaResponse('text/csv', 'One row per record, with a header row') },
      },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .header('Cache-Control', 'no-store');
      // HEAD (a link checker, a browser's preflight) reads nothing and is not logged as an export.
      if (request.method === 'HEAD') return reply.send('');
      const rows = await exportRegistrations(records, currentStaff(request), request.query);
      return reply.send(await presentCsv(rows));
    },
  );

  app.get(
    '/dogs/:id',
    {
      config: { action: 'record.review' },
      schema: {
        operationId: 'getDogRecord',
        summary: 'One record, in full, with its version',
        tags: ['admin'],
        params: idParams,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => presentStaffRegistration(await getStaffRegistration(records, request.params.id)),
  );

  app.patch(
    '/dogs/:id',
    {
      config: { action: 'record.edit', recordMissing: MESSAGES.saveNotFound },
      schema: {
        operationId: 'updateDog',
        summary: 'Edit a record (refused with 409 if it changed since `version`)',
        tags: ['admin'],
        params: idParams,
        body: registrationEditSchema,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      presentStaffRegistration(
        await editRegistration(changes, currentStaff(request), request.params.id, request.body, linksFor(request)),
      ),
  );

  app.post(
    '/dogs/:id/photo',
    {
      config: { action: 'record.edit', recordMissing: MESSAGES.saveNotFound },
      schema: {
        operationId: 'replaceDogPhoto',
        summary: 'Replace the photo (multipart: dogPhoto and version)',
        tags: ['admin'],
        params: idParams,
        consumes: ['multipart/form-data'],
        multipartBody: photoChangeBodyDoc,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404, 409, 413) },
      },
    },
    async (request) => {
      // A record that is not there is said so before its upload is read, as another programme's is.
      if (!(await findRegistrationById(context.database.db, request.params.id))) throw notFound(MESSAGES.saveNotFound);
      const form = await readRegistrationForm(request, uploadTempDir(context.config.dataDir), ['dogPhoto']);
      try {
        const version = Number(form.fields.version);
        if (!Number.isInteger(version) || version < 1) {
          throw new ApiError(422, 'VALIDATION_FAILED', 'errors.versionRequired', {
            version: 'errors.versionRequired',
          });
        }
        if (!form.files.dogPhoto) {
          throw new ApiError(422, 'VALIDATION_FAILED', MESSAGES.dogPhotoRequired, {
            dogPhoto: MESSAGES.dogPhotoRequired,
          });
        }
        const updated = await changePhoto(
          changes,
          currentStaff(request),
          request.params.id,
          version,
          form.files.dogPhoto,
          linksFor(request),
        );
        return presentStaffRegistration(updated);
      } finally {
        releaseForm(form);
      }
    },
  );

  app.post(
    '/dogs/:id/approve',
    {
      config: { action: 'record.decide' },
      schema: {
        operationId: 'approveRegistration',
        summary: 'Approve a pending registration',
        tags: ['admin'],
        params: idParams,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      presentStaffRegistration(await approveRegistration(changes, currentStaff(request), request.params.id)),
  );

  app.post(
    '/dogs/:id/deny',
    {
      config: { action: 'record.decide' },
      schema: {
        operationId: 'denyRegistration',
        summary: 'Deny a pending registration with a reason the applicant is told; it stays, as denied',
        tags: ['admin'],
        params: idParams,
        body: denySchema,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      presentStaffRegistration(await denyRegistration(changes, currentStaff(request), request.params.id, request.body)),
  );

  app.get(
    '/dogs/:id/access-tests',
    {
      config: { action: 'record.review' },
      schema: {
        operationId: 'listAccessTests',
        summary: "A team's public access tests, newest first",
        tags: ['admin'],
        params: idParams,
        response: { 200: accessTestListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await getStaffRegistration(records, request.params.id);
      return { items: (await listAccessTests(context.database.db, request.params.id)).map(presentAccessTest) };
    },
  );

  app.post(
    '/dogs/:id/access-tests',
    {
      config: { action: 'record.edit' },
      schema: {
        operationId: 'addAccessTest',
        summary: 'Record a public access test; its next due date caps the validity, and the card is re-issued',
        tags: ['admin'],
        params: idParams,
        body: accessTestSchema,
        response: { 200: staffRegistrationDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      presentStaffRegistration(
        await recordAccessTest(changes, currentStaff(request), request.params.id, request.body, requestLocale(request)),
      ),
  );

  app.get(
    '/dogs/:id/training-log',
    {
      config: { action: 'record.review' },
      schema: {
        operationId: 'listTrainingLog',
        summary: "A team's training log, newest first (private to the programme and the handler)",
        tags: ['admin'],
        params: idParams,
        response: { 200: trainingLogSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await getStaffRegistration(records, request.params.id);
      return { items: (await listTrainingLog(context.database.db, request.params.id)).map(presentTrainingLogEntry) };
    },
  );

  app.post(
    '/dogs/:id/training-log',
    {
      config: { action: 'record.edit' },
      schema: {
        operationId: 'addTrainingLogEntry',
        summary: 'Log a training session: the day, the hours and the skills practised',
        tags: ['admin'],
        params: idParams,
        body: trainingLogEntryInputSchema,
        response: { 201: trainingLogEntrySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await getStaffRegistration(records, request.params.id);
      const row = await logTraining(context.database.db, currentStaff(request), request.params.id, request.body);
      return reply.status(201).send(presentTrainingLogEntry(row));
    },
  );

  app.delete(
    '/dogs/:id',
    {
      config: { action: 'record.delete' },
      schema: {
        operationId: 'deleteDog',
        summary: 'Delete a record and its files (needs a second factor presented in the last five minutes)',
        tags: ['admin'],
        params: idParams,
        response: { 204: noContent, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await removeRegistration(changes, currentStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dogs/:id/certification',
    {
      config: { action: 'record.review', recordMissing: 'errors.noCertification' },
      schema: {
        operationId: 'getCertification',
        summary: 'Download the certification file (admins only)',
        tags: ['admin'],
        params: idParams,
        response: {
          200: mediaResponse(CERTIFICATION_MIME_TYPES, 'The file as uploaded, as an attachment'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { file, mime, fileName } = await openCertification(records, request.params.id);
      return reply
        .type(mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
