import type { RegistrationCreated } from '#common/api';
import { IDEMPOTENCY_KEY_HEADER } from '#common/constants';
import type { App, AppContext } from '../app-context';
import { checkIdempotencyKey } from './idempotency';
import { readRegistrationForm, registrationBodyDoc } from './registration-form';
import { register } from './registration-service';
import { publicBaseUrl } from '../lib/public-base-url';
import { registrationCreatedSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

export function registerRegistrationRoutes(app: App, context: AppContext): void {
  app.post(
    '/api/registrations',
    {
      onRequest: app.rateLimited.registrations,
      schema: {
        summary: 'Register a service dog (multipart/form-data; the record is created pending)',
        description:
          'Text fields: dogName, dogBreed, dogAge, serviceType, serviceTypeOther (when the type is Other), trainerLicenseNumber, ' +
          'microchipNumber (optional), showServiceType (yes or no, default no: whether visitors see the service type), ownerName, ownerAddress, ownerPhone, ownerEmail, paymentCode. Files: dogPhoto (required, ' +
          'an image up to 5 MB) and certificationFile (optional PDF, JPEG or PNG up to 10 MB). Send an Idempotency-Key header: ' +
          'the same key sent again returns the first result and creates nothing. Returns 201 {id, registryNumber, ownerToken}; ' +
          'the owner token opens the full record (?key=) and is shown once.',
        tags: ['public'],
        consumes: ['multipart/form-data'],
        multipartBody: registrationBodyDoc,
        response: { 201: registrationCreatedSchema, ...errorResponses(409, 413) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = checkIdempotencyKey(
        request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined,
      );
      const form = await readRegistrationForm(request);
      const result = await register(
        {
          db: context.database.db,
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
      );
      // A stored answer replayed for a repeated Idempotency-Key is sent as it was first sent.
      return reply.status(result.status as 201).send(result.body as RegistrationCreated);
    },
  );
}
