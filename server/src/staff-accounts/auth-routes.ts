import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { NOT_BLANK } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { clearSessionCookie, refuseCrossSite, setSessionCookie } from '../plugins/auth';
import { createFirstStaff, isSetupLinkValid, signIn, SignInThrottled, signOut } from './auth-service';
import { noContent, sessionSchema, setupLinkCheckSchema, signedInSchema } from '../lib/response-schemas';
import { errorResponses, STAFF_SESSION_OPTIONAL } from '../plugins/openapi';
import { sessionAnswer } from './session-answer';
import { findSession } from '../access/session-repository';
import { requestOrigin } from './request-origin';

/** Both required (MESSAGES.loginRequired for either missing); the address is not blank. */
const loginBody = z.object({
  email: z.string({ error: MESSAGES.loginRequired }).max(254).regex(NOT_BLANK, MESSAGES.loginRequired),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired).max(1024),
});
const setupBody = z.strictObject({
  token: z.string().min(1).max(128),
  email: z.email({ error: MESSAGES.ownerEmailInvalid }).max(254),
  password: z.string().min(STAFF_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});

export function registerAuthRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const log = { db, sink: config.securityLog };
  const policy = config.sessions;
  const sameSite = refuseCrossSite(config.publicUrl);

  app.get(
    '/api/auth/me',
    {
      config: { action: 'session.read' },
      schema: {
        operationId: 'getCurrentSession',
        ...STAFF_SESSION_OPTIONAL,
        summary: 'The signed-in admin, the second factor still to present, or neither',
        tags: ['auth'],
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      // A stale hint cookie (session expired) is cleared, so the web app stops asking.
      if (!request.staffSession) clearSessionCookie(request, reply);
      return sessionAnswer(db, request.staffSession);
    },
  );

  app.post(
    '/api/auth/login',
    {
      // Per address and from every address together (plugins/rate-limits.ts).
      onRequest: [sameSite, app.rateLimited.signIns],
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with email and password; a second factor completes it',
        description:
          'Answers the second factor to present (`secondFactor.factors`), or an empty list when the account must enrol one first (`/api/auth/factors/…`). Until a second factor is presented, every `/api/admin/*` route answers 403 `MFA_REQUIRED`.',
        tags: ['auth'],
        body: loginBody,
        response: { 200: signedInSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const token = await signIn(log, policy, {
        email: request.body.email,
        password: request.body.password,
        ...requestOrigin(request),
        current: request.staffSession,
      }).catch((error: unknown) => {
        if (!(error instanceof SignInThrottled)) throw error;
        reply.header('Retry-After', error.minutes * 60);
        throw error;
      });
      setSessionCookie(request, reply, token, policy.absoluteMs);
      return sessionAnswer(db, await findSession(db, token, policy));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: sameSite,
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'signOut',
        ...STAFF_SESSION_OPTIONAL,
        summary: 'Sign out (ends the session)',
        tags: ['auth'],
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await signOut(log, request.staffSession, requestOrigin(request));
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/setup/:token',
    {
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'getSetupLink',
        summary: 'Whether a first-admin setup link is still valid',
        tags: ['auth'],
        // At most 100 characters, the router's longest path segment (longer: 414); a link's token has 43.
        params: z.object({ token: z.string().max(100) }),
        response: { 200: setupLinkCheckSchema },
      },
    },
    async (request) => ({ valid: await isSetupLinkValid(db, request.params.token) }),
  );

  app.post(
    '/api/auth/setup',
    {
      onRequest: sameSite,
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'completeSetup',
        summary: 'Create the first admin with the one-time setup link',
        description: 'Signs in with the password; the admin then enrols a second factor (`/api/auth/factors/…`).',
        tags: ['auth'],
        body: setupBody,
        response: { 200: signedInSchema, ...errorResponses(410) },
      },
    },
    async (request, reply) => {
      const token = await createFirstStaff(database, request.body, { origin: requestOrigin(request), policy });
      setSessionCookie(request, reply, token, policy.absoluteMs);
      return sessionAnswer(db, await findSession(db, token, policy));
    },
  );
}
