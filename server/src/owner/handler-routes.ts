/**
 * The owner link's actions (the key, or a staff session): contact details, renewal, a replacement card,
 * and whether visitors see the service type.
 */
import { z } from 'zod';
import { contactUpdateSchema, renewalSchema, taskCategoriesSchema } from '#common/owner-link-schemas';
import { serviceDeps, type App, type AppContext } from '../app-context';
import { refuseCrossSite } from '../plugins/auth';
import { publicBaseUrl } from '../lib/public-base-url';
import { presentFullRegistration } from '../public-record/registration-presenter';
import {
  renewRegistration,
  replaceCard,
  setServiceTypeShown,
  setTaskCategories,
  updateContact,
} from './handler-service';
import { idParams, keyQuery } from '../lib/route-params';
import { contactSavedSchema, registrationFullViewSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

export function registerHandlerRoutes(app: App, context: AppContext): void {
  const { config } = context;
  const deps = serviceDeps(context);
  const guard = [app.rateLimited.lookups, refuseCrossSite(config.publicUrl)];

  app.patch(
    '/api/dogs/:id/contact',
    {
      onRequest: guard,
      config: { action: 'record.handlerChange' },
      schema: {
        operationId: 'updateDogContact',
        summary:
          "Correct the handler's contact details (owner link key or staff); the log names what changed. A new email set with the owner link is told to the address before it, which may undo it for 14 days, and gets new owner links once it confirms itself",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        body: contactUpdateSchema,
        response: { 200: contactSavedSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const baseUrl = publicBaseUrl(config, request);
      const saved = await updateContact(deps, request.caller, request.params.id, request.body, baseUrl);
      return { ...presentFullRegistration(saved.row), emailConfirmationSent: saved.emailConfirmationSent };
    },
  );

  app.post(
    '/api/dogs/:id/renewal',
    {
      // A payment code is tried here, so the code-check limit guards it. It comes first: of several
      // limits on one route, the rate-limit plugin runs only the first (plugins/rate-limits.ts).
      onRequest: [app.rateLimited.codeChecks, refuseCrossSite(config.publicUrl)],
      config: { action: 'record.handlerChange' },
      schema: {
        operationId: 'renewRegistration',
        summary: 'Renew an active registration with a payment code, from 90 days before valid-through',
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        body: renewalSchema,
        response: { 200: registrationFullViewSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      presentFullRegistration(
        await renewRegistration(deps, request.caller, request.params.id, request.body, publicBaseUrl(config, request)),
      ),
  );

  app.post(
    '/api/dogs/:id/replacement-card',
    {
      onRequest: guard,
      config: { action: 'record.handlerChange' },
      schema: {
        operationId: 'replaceCard',
        summary: 'Issue a new card for a lost one: the lost card stops verifying (revocation list)',
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: registrationFullViewSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      presentFullRegistration(
        await replaceCard(deps, request.caller, request.params.id, publicBaseUrl(config, request)),
      ),
  );

  app.patch(
    '/api/dogs/:id/task-categories',
    {
      onRequest: guard,
      config: { action: 'record.handlerChange' },
      schema: {
        operationId: 'updateDogTaskCategories',
        summary:
          "The kinds of task the team's training attestation names, as the handler chooses (owner link key or staff only); an empty list names none. A change issues a new attestation and ends the one before",
        tags: ['public'],
        params: idParams,
        querystring: keyQuery,
        body: taskCategoriesSchema,
        response: { 200: registrationFullViewSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      presentFullRegistration(
        await setTaskCategories(
          deps,
          request.caller,
          request.params.id,
          request.body.taskCategories,
          publicBaseUrl(config, request),
        ),
      ),
  );

  app.patch(
    '/api/dogs/:id/privacy',
    {
      onRequest: guard,
      config: { action: 'record.handlerChange' },
      schema: {
        operationId: 'updateDogPrivacy',
        summary: 'Whether visitors see the service type (owner link key or staff only)',
        tags: ['public'],
        params: idParams,
        querystring: keyQuery,
        body: z.strictObject({ showServiceType: z.boolean() }),
        response: { 200: registrationFullViewSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      presentFullRegistration(
        await setServiceTypeShown(
          deps,
          request.caller,
          request.params.id,
          request.body.showServiceType,
          publicBaseUrl(config, request),
        ),
      ),
  );
}
