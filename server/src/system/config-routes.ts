import type { App, AppContext } from '../app-context';
import { policiesSchema, publicConfigSchema } from '../lib/response-schemas';
import { policies } from './policies';
import { publicConfig } from './public-config';

export function registerConfigRoutes(app: App, { config }: AppContext): void {
  const body = publicConfig(config);
  app.get(
    '/api/config',
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getPublicConfig',
        summary: 'Public settings the web app shows',
        tags: ['public'],
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
  const policyBody = policies(config);
  app.get(
    '/api/policies',
    {
      config: { action: 'registry.read' },
      schema: {
        operationId: 'getPolicies',
        summary: 'Who runs the registry and how long it keeps what it collects: the About, Privacy and Terms pages',
        tags: ['public'],
        response: { 200: policiesSchema },
      },
    },
    async () => policyBody,
  );
}
