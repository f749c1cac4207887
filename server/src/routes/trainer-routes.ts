import { z } from 'zod';
import { MESSAGES } from '#common/messages';
import { trainerLicenseSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { notFound } from '../lib/api-error';
import { presentTrainer } from '../trainers/trainer-presenter';
import { findActiveTrainer } from '../trainers/trainer-repository';

export function registerTrainerRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/api/trainers/:licenseNumber',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary: "A trainer's public details when the license exists and is active",
        tags: ['public'],
        params: z.object({ licenseNumber: trainerLicenseSchema }),
      },
    },
    async (request) => {
      const trainer = await findActiveTrainer(database.db, request.params.licenseNumber);
      if (!trainer) throw notFound(MESSAGES.trainerNotFound);
      return presentTrainer(trainer);
    },
  );
}
