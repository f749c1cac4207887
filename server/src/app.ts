/** Builds the whole server: plugins first, then routes. Tests build it too and call it with `inject`. */
import { registerRefusalReportRoutes, registerRefusalRoutes } from './door-refusals/door-refusal-routes';
import { registerInvitationAuthRoutes, registerInvitationRoutes } from './trainer-accounts/invitation-routes';
import { registerTeamRoutes } from './trainer-accounts/team-routes';
import { registerHandOffRoutes } from './hand-offs/hand-off-routes';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppContext } from './app-context';
import { refuseCrossSite, registerAuth } from './plugins/auth';
import { registerPermissionCheck } from './plugins/permission-check';
import { registerSecondFactorRoutes } from './staff-accounts/second-factor-routes';
import { registerStaffSecurityRoutes } from './staff-accounts/staff-security-routes';
import { clientErrors, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { trackApiMethods } from './plugins/method-not-allowed';
import { documentStaffScope, registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { refuseNulCharacters } from './plugins/refuse-nul';
import { refuseUnsafeWrites } from './plugins/refuse-unsafe-writes';
import { closeConnectionsWhenClosing } from './plugins/close-connections';
import { closeWhenBodyUnread } from './plugins/close-unread-body';
import { OneLinePerRequest } from './plugins/request-log';
import { startRequestTracing } from './tracing/request-tracing';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerActivityRoutes } from './staff-records/activity-routes';
import { registerAuthRoutes } from './staff-accounts/auth-routes';
import { registerCredentialRoutes } from './credentials/credential-routes';
import { registerDocumentRoutes } from './credentials/data-integrity/document-routes';
import { registerStaffRecordRoutes } from './staff-records/staff-record-routes';
import { registerCredentialDocumentRoutes } from './credentials/credential-document-routes';
import { registerAttestationRoutes } from './credentials/attestation-routes';
import { registerRegistrationViewRoutes } from './public-record/registration-view-routes';
import { registerOwnerLinkRoutes } from './owner/owner-link-routes';
import { registerEmailChangeRoutes } from './owner/email-change-routes';
import { registerQrRoutes } from './credentials/qr-routes';
import { registerHandlerRoutes } from './owner/handler-routes';
import { registerRegistrationRoutes } from './registration/registration-routes';
import { registerFileRoutes } from './public-record/file-routes';
import { registerStaffPaymentCodeRoutes, registerPaymentCodeRoutes } from './payment-codes/payment-code-routes';
import { registerMetrics } from './system/metrics';
import { registerSampleDataRoutes } from './sample-data/sample-data-routes';
import { registerConfigRoutes } from './system/config-routes';
import { registerProgrammeRoutes } from './programmes/programme-routes';
import { programmePageExists } from './programmes/programme-page';
import { registerHealthRoutes } from './system/health-routes';
import { publicConfig } from './system/public-config';
import { registerStaffTrainerRoutes, registerTrainerRoutes } from './trainers/trainer-routes';

export const STAFF_API_PREFIX = '/api/admin';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's answers by status, as its schema gives them (zod schemas), for the tests that walk them. */
  response?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface BuildOptions {
  /** Logger settings (tests), or the process's own logger (main.ts); neither: no log. */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  /** The built web app to serve; null serves the API alone. */
  webDist?: string | null;
}

/**
 * A hop count as the function Fastify applies to one (its types omit the number form): trust the
 * `hops` proxies nearest the server, so the address they saw is the client's and anything a client
 * wrote further left in X-Forwarded-For is ignored.
 */
function fastifyTrustProxy(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<App> {
  const tracing = await startRequestTracing(context.config.tracing);
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    logController: new OneLinePerRequest(),
    childLoggerFactory: tracing.childLoggerFactory,
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrustProxy(context.config.trustProxy),
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so a request's span starts before any other hook can answer it; app.close() sends the last spans.
  tracing.register(app);
  // Every route the app serves, for the tests that walk them (authorization, answer writers).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, response });
  });
  // The API's paths and their methods, for a 405 with Allow when a path is asked with another method.
  trackApiMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  // Before the caller is looked up and before any rate limit counts the request.
  refuseUnsafeWrites(app, context.config.publicUrl);
  closeConnectionsWhenClosing(app);
  closeWhenBodyUnread(app);

  registerSecurityHeaders(app);
  await registerRateLimits(app, context.config);
  await app.register(multipart, { throwFileSizeLimit: false });
  await registerOpenApi(app, context.config);

  await registerAuth(app, context.database.db, context.config.sessions);
  registerPermissionCheck(app, { db: context.database.db, metricsToken: context.config.metricsToken });
  registerHealthRoutes(app, context);
  await registerMetrics(app, context);
  registerAuthRoutes(app, context);
  registerSecondFactorRoutes(app, context);
  registerConfigRoutes(app, context);
  registerProgrammeRoutes(app, context);
  registerTrainerRoutes(app, context);
  registerInvitationAuthRoutes(app, context);
  registerPaymentCodeRoutes(app, context);
  registerRegistrationRoutes(app, context);
  registerRegistrationViewRoutes(app, context);
  registerQrRoutes(app, context);
  registerCredentialDocumentRoutes(app, context);
  registerAttestationRoutes(app, context);
  registerOwnerLinkRoutes(app, context);
  registerHandlerRoutes(app, context);
  registerRefusalRoutes(app, context);
  registerEmailChangeRoutes(app, context);
  registerCredentialRoutes(app, context);
  registerDocumentRoutes(app, context);
  registerFileRoutes(app, context);
  await app.register(
    async (admin) => {
      documentStaffScope(admin);
      // Every route in this scope: same-site requests only, checked before the body is read (who may is
      // each route's action: plugins/permission-check.ts).
      admin.addHook('onRequest', refuseCrossSite(context.config.publicUrl, { includeReads: true }));
      registerStaffRecordRoutes(admin as App, context);
      registerStaffTrainerRoutes(admin as App, context);
      registerInvitationRoutes(admin as App, context);
      registerTeamRoutes(admin as App, context);
      registerRefusalReportRoutes(admin as App, context);
      registerHandOffRoutes(admin as App, context);
      registerStaffPaymentCodeRoutes(admin as App, context);
      registerActivityRoutes(admin as App, context);
      registerSampleDataRoutes(admin as App, context);
      registerStaffSecurityRoutes(admin as App, context);
    },
    { prefix: STAFF_API_PREFIX },
  );
  await registerWebApp(app, options.webDist ?? null, publicConfig(context.config), (pathname) =>
    programmePageExists(context.database.db, pathname),
  );
  return app;
}
