import { z } from 'zod';
import type { RegistrationCreated } from '#common/api';
import {
  CERTIFICATION_MAX_BYTES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MB,
  PHOTO_MAX_BYTES,
} from '#common/constants';
import type { App, AppContext } from '../app-context';
import { checkIdempotencyKey } from './idempotency';
import {
  CERTIFICATION_TYPE_NAMES,
  PHOTO_TYPE_NAMES,
  readRegistrationForm,
  registrationBodyDoc,
  releaseForm,
} from './registration-form';
import { FORM_FIELDS_ALLOWANCE } from '../files/upload-body';
import { uploadTempDir } from '../files/upload-spool';
import { register } from './registration-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { registrationCreatedSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

/** The Idempotency-Key header as the document shows it; checkIdempotencyKey reads it (400 INVALID_IDEMPOTENCY_KEY). */
const registrationHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
    description:
      'Any 8–128 letters, digits or - _ . : (a UUID fits), new for each registration: the same key sent again with the same form returns the first answer and creates nothing; with a different form it is refused (422 IDEMPOTENCY_KEY_REUSED). A key of another form is refused with 400 INVALID_IDEMPOTENCY_KEY.',
  }),
});

export function registerRegistrationRoutes(app: App, context: AppContext): void {
  app.post(
    '/api/registrations',
    {
      onRequest: app.rateLimited.registrations,
      config: { action: 'record.register' },
      schema: {
        operationId: 'createRegistration',
        summary: 'Register a service dog (multipart/form-data; the record is created pending)',
        description:
          'Text fields: dogName, dogBreed, dogAge, serviceType, serviceTypeOther (required when the type is Other), trainerLicenseNumber, ' +
          'microchipNumber (optional), showServiceType (yes or no, default no: whether visitors see the service type), ownerName, ownerAddress, ownerPhone, ownerEmail, paymentCode, ' +
          'language (optional: the language the registry writes to the handler in), programme (the slug of the programme that trained the dog, from GET /api/programmes: ' +
          'required when the registry holds several, PROGRAMME_REQUIRED or PROGRAMME_NOT_FOUND otherwise). Files: dogPhoto (required, ' +
          `${PHOTO_TYPE_NAMES} up to ${PHOTO_MAX_BYTES / MB} MB) and certificationFile (optional ${CERTIFICATION_TYPE_NAMES} ` +
          `up to ${CERTIFICATION_MAX_BYTES / MB} MB), told by their content; the whole body may hold those and ` +
          `${FORM_FIELDS_ALLOWANCE / 1024} KB more, or it is refused (413 BODY_TOO_LARGE) as soon as it passes that. ` +
          'trainerLicenseNumber must name a trainer listed and current in the directory, and paymentCode an unused payment code of that programme: ' +
          'otherwise 422 with the field in `fields` and a stable code in `reasons`. Send an Idempotency-Key header: ' +
          'the same key sent again returns the first result and creates nothing. Returns 201 {id, registryNumber, ownerToken}; ' +
          'the owner token opens the full record (?key=) and is shown once.',
        tags: ['public'],
        consumes: ['multipart/form-data'],
        headersDoc: registrationHeaders,
        multipartBody: registrationBodyDoc,
        response: { 201: registrationCreatedSchema, ...errorResponses(409, 413) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = checkIdempotencyKey(
        request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined,
      );
      const form = await readRegistrationForm(request, uploadTempDir(context.config.dataDir));
      const result = await register(
        {
          db: context.database.db,
          changes: context.database.changes,
          storage: context.storage,
          config: context.config,
          baseUrl: publicBaseUrl(context.config, request),
        },
        {
          fields: form.fields,
          photo: form.files.dogPhoto ?? null,
          certification: form.files.certificationFile ?? null,
          idempotencyKey,
        },
      ).finally(() => releaseForm(form));
      // A stored answer replayed for a repeated Idempotency-Key is sent as it was first sent.
      return reply.status(result.status as 201).send(result.body as RegistrationCreated);
    },
  );
}
