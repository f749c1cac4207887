import type { App, AppContext } from '../app-context';
import { publicConfigSchema } from '../lib/response-schemas';
import { publicConfig } from './public-config';

export function registerConfigRoutes(app: App, { config }: AppContext): void {
  const body = publicConfig(config);
  app.get(
    '/api/config',
    {
      schema: { summary: 'Public settings the web app shows', tags: ['public'], response: { 200: publicConfigSchema } },
    },
    async () => body,
  );
}
