/** The programmes of the registry, as the public sees them: the register form's choice and each programme's page. */
import type { App, AppContext } from '../app-context';
import { programmeListSchema } from '../lib/response-schemas';
import { listProgrammeRows } from './programme-repository';
import { programmeProfile } from './programme-service';

export function registerProgrammeRoutes(app: App, { database, config }: AppContext): void {
  app.get(
    '/api/programmes',
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
          const { slug, isDefault, name, tagline, prefix, contactEmail, contactPhone, hours, feeCents } =
            programmeProfile(row, config);
          return { slug, isDefault, name, tagline, prefix, contactEmail, contactPhone, hours, feeCents };
        }),
      };
    },
  );
}
