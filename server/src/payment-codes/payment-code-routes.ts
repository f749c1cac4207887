import { z } from 'zod';
import { pageQuerySchema, paymentCodeBatchSchema } from '#common/staff-schemas';
import { paymentCodeVerifySchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { mapPage } from '../db/paginate';
import { chooseProgramme } from '../programmes/programme-choice';
import { currentStaff } from '../plugins/auth';
import { requestLocale, say } from '../lib/words';
import { presentStaffPaymentCode } from './payment-code-presenter';
import { checkPaymentCode, generatePaymentCodes, paymentCodePage, voidCode } from './payment-code-service';
import {
  staffPaymentCodePageSchema,
  paymentCodeBatchCreatedSchema,
  paymentCodeCheckSchema,
  paymentCodeVoidedSchema,
} from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

export function registerPaymentCodeRoutes(app: App, { database, config }: AppContext): void {
  app.post(
    '/api/payment-codes/verify',
    {
      onRequest: app.rateLimited.codeChecks,
      config: { action: 'paymentCode.check' },
      schema: {
        operationId: 'verifyPaymentCode',
        summary:
          'Whether a payment confirmation number can pay for a registration (it is not consumed); when not, `message` says why (unknown, already used, withdrawn)',
        tags: ['public'],
        body: paymentCodeVerifySchema,
        response: { 200: paymentCodeCheckSchema },
      },
    },
    async (request) => {
      // A code pays for its own programme's registrations: the one the form chose, or the registry's only one.
      const chosen = await chooseProgramme(database.db, config, request.body.programme);
      const checked =
        'problem' in chosen
          ? { valid: false, message: chosen.problem }
          : await checkPaymentCode(database.db, request.body.code, chosen.programme.id);
      return checked.message ? { ...checked, message: say(requestLocale(request), checked.message) } : checked;
    },
  );
}

/** Registered inside the admin scope. */
export function registerStaffPaymentCodeRoutes(app: App, { database }: AppContext): void {
  const db = database.db;
  app.get(
    '/payment-codes',
    {
      config: { action: 'paymentCodes.manage' },
      schema: {
        operationId: 'listPaymentCodes',
        summary: 'Payment codes, newest first, with the record that used each',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: staffPaymentCodePageSchema },
      },
    },
    async (request) =>
      mapPage(await paymentCodePage(db, currentStaff(request), request.query), presentStaffPaymentCode),
  );

  app.post(
    '/payment-codes',
    {
      config: { action: 'paymentCodes.generate' },
      schema: {
        operationId: 'createPaymentCodes',
        summary: 'Generate a batch of single-use payment codes',
        tags: ['admin'],
        body: paymentCodeBatchSchema,
        response: { 201: paymentCodeBatchCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ codes: await generatePaymentCodes(db, currentStaff(request), request.body) }),
  );

  app.post(
    '/payment-codes/:code/void',
    {
      config: { action: 'paymentCodes.manage' },
      schema: {
        operationId: 'voidPaymentCode',
        summary: 'Void an unused payment code',
        tags: ['admin'],
        params: z.object({ code: z.string().max(40) }),
        response: { 200: paymentCodeVoidedSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      code: await voidCode(db, currentStaff(request), request.params.code),
      voided: true as const,
    }),
  );
}
