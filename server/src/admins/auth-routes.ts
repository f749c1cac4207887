import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { NOT_BLANK } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { clearSessionCookie, refuseCrossSite, setSessionCookie } from '../plugins/auth';
import { createFirstAdmin, isSetupLinkValid, signIn, SignInThrottled, signOut } from './auth-service';
import { noContent, sessionSchema, setupLinkCheckSchema, signedInSchema } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

/** Both required (MESSAGES.loginRequired for either missing); the address is not blank. */
const loginBody = z.object({
  email: z.string({ error: MESSAGES.loginRequired }).max(254).regex(NOT_BLANK, MESSAGES.loginRequired),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired).max(1024),
});
const setupBody = z.strictObject({
  token: z.string().min(1).max(128),
  email: z.email({ error: MESSAGES.ownerEmailInvalid }).max(254),
  password: z.string().min(ADMIN_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});

export function registerAuthRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const sameSite = refuseCrossSite(config.publicUrl);

  app.get(
    '/api/auth/me',
    {
      schema: {
        summary: 'The signed-in admin, or null',
        tags: ['auth'],
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      // A stale hint cookie (session expired) is cleared, so the web app stops asking.
      if (!request.admin) clearSessionCookie(request, reply);
      return { admin: request.admin ? { id: request.admin.id, email: request.admin.email } : null };
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: sameSite,
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginBody,
        response: { 200: signedInSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { admin, sessionToken } = await signIn(db, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        current: request.admin,
      }).catch((error: unknown) => {
        if (!(error instanceof SignInThrottled)) throw error;
        reply.header('Retry-After', error.minutes * 60);
        throw error;
      });
      setSessionCookie(request, reply, sessionToken);
      return { admin };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: sameSite,
      schema: { summary: 'Sign out (ends the session)', tags: ['auth'], response: { 204: noContent } },
    },
    async (request, reply) => {
      await signOut(db, request.admin);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/setup/:token',
    {
      schema: {
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
      schema: {
        summary: 'Create the first admin with the one-time setup link',
        tags: ['auth'],
        body: setupBody,
        response: { 200: signedInSchema, ...errorResponses(410) },
      },
    },
    async (request, reply) => {
      const { admin, sessionToken } = await createFirstAdmin(db, request.body);
      setSessionCookie(request, reply, sessionToken);
      return { admin };
    },
  );
}
