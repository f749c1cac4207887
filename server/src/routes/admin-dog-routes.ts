import { z } from 'zod';
import { dogEditSchema, dogListQuerySchema } from '#common/admin-schemas';
import { MESSAGES } from '#common/messages';
import { dogStats, listDogs } from '../admin/dog-admin-repository';
import { presentAdminDog } from '../admin/dog-admin-presenter';
import { approveDog, changePhoto, deleteDogRecord, denyDog, editDog } from '../admin/dog-admin-service';
import { exportDogsCsv, exportFileName } from '../admin/dog-export';
import { recordActivity } from '../activity/activity-log';
import type { App, AppContext } from '../app-context';
import { ApiError, notFound } from '../lib/api-error';
import { findDogById } from '../registrations/dog-repository';
import { readRegistrationForm } from '../registrations/read-registration-form';
import { currentAdmin } from '../plugins/auth';

const idParams = z.object({ id: z.string().min(1).max(64) });
const exportQuery = z.object({ search: dogListQuerySchema.shape.search, status: dogListQuerySchema.shape.status });

/** Registered inside the admin scope: every route here already requires a signed-in admin. */
export function registerAdminDogRoutes(app: App, { database, storage, config }: AppContext): void {
  const db = database.db;
  const deps = { db, storage };

  app.get(
    '/dogs',
    {
      schema: {
        summary: 'Search, filter, sort and page the records',
        tags: ['admin'],
        querystring: dogListQuerySchema,
      },
    },
    async (request) => listDogs(database, request.query, config.registryPrefix),
  );

  app.get(
    '/stats',
    { schema: { summary: 'Counts by status, registrations per month, sample data present', tags: ['admin'] } },
    async () => dogStats(db),
  );

  app.get(
    '/dogs/export',
    {
      schema: {
        summary: 'The records matching search and filter, as CSV (streamed)',
        tags: ['admin'],
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      await recordActivity(db, {
        action: 'registrations.exported',
        actorAdminId: currentAdmin(request).id,
        actorLabel: currentAdmin(request).email,
        details: { search: request.query.search, status: request.query.status },
        at: new Date().toISOString(),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .header('Cache-Control', 'no-store')
        .send(exportDogsCsv(database, request.query, config.registryPrefix));
    },
  );

  app.get(
    '/dogs/:id',
    { schema: { summary: 'One record, in full, with its version', tags: ['admin'], params: idParams } },
    async (request) => {
      const row = await findDogById(db, request.params.id);
      if (!row) throw notFound(MESSAGES.dogNotFound);
      return presentAdminDog(row);
    },
  );

  app.patch(
    '/dogs/:id',
    {
      schema: {
        summary: 'Edit a record (refused with 409 if it changed since `version`)',
        tags: ['admin'],
        params: idParams,
        body: dogEditSchema,
      },
    },
    async (request) => presentAdminDog(await editDog(deps, currentAdmin(request), request.params.id, request.body)),
  );

  app.post(
    '/dogs/:id/photo',
    {
      schema: {
        summary: 'Replace the photo (multipart: dogPhoto and version)',
        tags: ['admin'],
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const form = await readRegistrationForm(request);
      const version = Number(form.fields.version);
      if (!Number.isInteger(version) || version < 1)
        throw new ApiError(422, 'VALIDATION_FAILED', 'version is required', { version: 'version is required' });
      if (form.uploadErrors.dogPhoto)
        throw new ApiError(422, 'VALIDATION_FAILED', form.uploadErrors.dogPhoto, {
          dogPhoto: form.uploadErrors.dogPhoto,
        });
      if (!form.files.dogPhoto)
        throw new ApiError(422, 'VALIDATION_FAILED', MESSAGES.dogPhotoRequired, {
          dogPhoto: MESSAGES.dogPhotoRequired,
        });
      return presentAdminDog(
        await changePhoto(deps, currentAdmin(request), request.params.id, version, form.files.dogPhoto),
      );
    },
  );

  app.post(
    '/dogs/:id/approve',
    { schema: { summary: 'Approve a pending registration', tags: ['admin'], params: idParams } },
    async (request) => presentAdminDog(await approveDog(deps, currentAdmin(request), request.params.id)),
  );

  app.post(
    '/dogs/:id/deny',
    { schema: { summary: 'Deny (delete) a pending registration', tags: ['admin'], params: idParams } },
    async (request, reply) => {
      await denyDog(deps, currentAdmin(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/dogs/:id',
    { schema: { summary: 'Delete a record and its files', tags: ['admin'], params: idParams } },
    async (request, reply) => {
      await deleteDogRecord(deps, currentAdmin(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/dogs/:id/certification',
    { schema: { summary: 'Download the certification file (admins only)', tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const row = await findDogById(db, request.params.id);
      if (!row?.certification_key || !row.certification_mime) throw notFound('This record has no certification file.');
      const file = await storage.get(row.certification_key);
      if (!file) throw notFound('The certification file is missing from storage.');
      const extension = row.certification_key.split('.').pop();
      return reply
        .type(row.certification_mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="certification-${row.registry_number}.${extension}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
