import { pageQuerySchema } from '#common/staff-schemas';
import type { App, AppContext } from '../app-context';
import { currentStaff } from '../plugins/auth';
import { mapPage } from '../db/paginate';
import { presentActivity } from './activity-presenter';
import { activityPage } from './activity-service';
import { activityPageSchema } from '../lib/response-schemas';

/** Registered inside the admin scope. */
export function registerActivityRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/activity',
    {
      config: { action: 'activity.read' },
      schema: {
        operationId: 'listActivity',
        summary: 'The activity log, newest first',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) =>
      mapPage(await activityPage(database.db, currentStaff(request), request.query.page), presentActivity),
  );
}
