import type { App, AppContext } from '../app-context';
import { currentStaff } from '../plugins/auth';
import { removeSampleData } from './sample-data-service';
import { sampleDataRemovedSchema } from '../lib/response-schemas';

/** Registered inside the admin scope. */
export function registerSampleDataRoutes(app: App, { database }: AppContext): void {
  app.delete(
    '/sample-data',
    {
      config: { action: 'sampleData.remove' },
      schema: {
        operationId: 'deleteSampleData',
        summary: 'Remove the sample trainer and the unused sample payment codes',
        tags: ['admin'],
        response: { 200: sampleDataRemovedSchema },
      },
    },
    async (request) => removeSampleData(database, currentStaff(request)),
  );
}
