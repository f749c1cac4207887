/** The programmes of the registry, as the public sees them: the register form's choice and each programme's page. */
import { z } from 'zod';
import { PROGRAMMES_API_PATH } from '#common/route-modules';
import type { App, AppContext } from '../app-context';
import { LOGO_FILE_NAME, logoKey, logoUrl } from '../files/storage-keys';
import { notFound } from '../lib/api-error';
import { mediaResponse, programmeListSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';
import { listProgrammeRows } from './programme-repository';
import { programmeProfile } from './programme-service';

export function registerProgrammeRoutes(app: App, { database, config, storage }: AppContext): void {
  app.get(
    PROGRAMMES_API_PATH,
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'listProgrammes',
        summary:
          'The training programmes this registry holds, with their names and contacts; a registration names one (`programme`) when there are several',
        tags: ['public'],
        response: { 200: programmeListSchema },
      },
    },
    async (_request, reply) => {
      const rows = await listProgrammeRows(database.db);
      // Programmes change from the command line only; a minute is soon enough to see a new one.
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        programmes: rows.map((row) => {
          const { slug, isDefault, name, tagline, prefix, contactEmail, contactPhone, hours, feeCents, logoKey } =
            programmeProfile(row, config);
          return {
            slug,
            isDefault,
            name,
            tagline,
            prefix,
            contactEmail,
            contactPhone,
            hours,
            feeCents,
            logoUrl: logoKey ? logoUrl(logoKey) : null,
          };
        }),
      };
    },
  );

  app.get(
    '/api/files/logos/:name',
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getProgrammeLogo',
        summary: "A programme's logo (WebP), at the address its `logoUrl` gives",
        tags: ['public'],
        params: z.object({ name: z.string().regex(LOGO_FILE_NAME) }),
        response: {
          200: mediaResponse(['image/webp'], 'The logo; an address never changes content'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const file = await storage.get(logoKey(request.params.name));
      if (!file) throw notFound('errors.logoNotFound');
      // A new logo gets a new name, so a logo never changes under its URL.
      return reply
        .type('image/webp')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
