import { z } from 'zod';
import type { PublicConfig } from '#common/api';
import type { App, AppContext } from '../app-context';
import { publicConfig } from './public-config';

const publicConfigSchema = z.object({
  registryName: z.string(),
  tagline: z.string(),
  registryPrefix: z.string(),
  feeCents: z.number().int(),
  validityYears: z.number().int(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactHours: z.string(),
  publicUrl: z.string().nullable(),
  paymentHelpText: z.string(),
  paymentHelpUrl: z.string().nullable(),
}) satisfies z.ZodType<PublicConfig>;

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
