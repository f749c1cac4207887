import { z } from 'zod';
import { paymentCodeVerifySchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { isPaymentCodeAvailable } from '../payment-codes/payment-code-repository';

export function registerPaymentCodeRoutes(app: App, { database }: AppContext): void {
  app.post(
    '/api/payment-codes/verify',
    {
      onRequest: app.rateLimited.codeChecks,
      schema: {
        summary: 'Whether a payment confirmation number exists and is unused (it is not consumed)',
        tags: ['public'],
        body: paymentCodeVerifySchema,
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => ({ valid: await isPaymentCodeAvailable(database.db, request.body.code) }),
  );
}
