/** The owner link's actions: contact details, renewal, a replacement card (the key, or a staff session). */
import { z } from 'zod';
import { contactUpdateSchema, renewalSchema } from '#common/owner-schemas';
import type { App, AppContext } from '../app-context';
import { refuseCrossSite } from '../plugins/auth';
import { presentFullDog } from './dog-presenter';
import { renewRegistration, replaceCard, updateContact } from './owner-service';
import { dogFullViewSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const keyQuery = z.object({ key: z.string().max(128).optional() });

export function registerOwnerRoutes(app: App, { database, config }: AppContext): void {
  const deps = { db: database.db, config };
  const guard = [app.rateLimited.lookups, refuseCrossSite(config.publicUrl)];

  app.patch(
    '/api/dogs/:id/contact',
    {
      onRequest: guard,
      schema: {
        summary: "Correct the handler's contact details (owner link key or staff); the log names what changed",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        body: contactUpdateSchema,
        response: { 200: dogFullViewSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      presentFullDog(
        await updateContact(
          deps,
          { admin: request.admin, ownerKey: request.query.key },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/dogs/:id/renewal',
    {
      // A payment code is tried here, so it counts against the code-check limit as well.
      onRequest: [...guard, app.rateLimited.codeChecks],
      schema: {
        summary: 'Renew an active registration with a payment code, from 90 days before valid-through',
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        body: renewalSchema,
        response: { 200: dogFullViewSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      presentFullDog(
        await renewRegistration(
          deps,
          { admin: request.admin, ownerKey: request.query.key },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/dogs/:id/replacement-card',
    {
      onRequest: guard,
      schema: {
        summary: 'Issue a new card for a lost one: the lost card stops verifying (revocation list)',
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: dogFullViewSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      presentFullDog(await replaceCard(deps, { admin: request.admin, ownerKey: request.query.key }, request.params.id)),
  );
}
