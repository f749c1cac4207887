import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES, tooManyAttempts } from '#common/messages';
import { recordActivity } from '../activity/activity-log';
import { countAdmins, findAdminByEmail, normalizeEmail, upsertAdmin } from '../auth/admin-repository';
import { loginWaitMinutes, recordLoginFailure } from '../auth/login-throttle';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password';
import { createSession, deleteSession } from '../auth/session-repository';
import { consumeSetupToken, isSetupTokenValid } from '../auth/setup-token';
import type { App, AppContext } from '../app-context';
import { ApiError } from '../lib/api-error';
import { clearSessionCookie, refuseCrossSite, setSessionCookie } from '../plugins/auth';

const adminSchema = z.object({ id: z.string(), email: z.string() });
const loginBody = z.object({ email: z.string().max(254).optional(), password: z.string().max(1024).optional() });
const setupBody = z.strictObject({
  token: z.string().min(1).max(128),
  email: z.email({ error: 'Enter a valid email address' }).max(254),
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
        response: { 200: z.object({ admin: adminSchema.nullable() }) },
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
        response: { 200: z.object({ admin: adminSchema }) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email ?? '');
      const password = request.body.password ?? '';
      if (!email || !password) throw new ApiError(422, 'VALIDATION_FAILED', MESSAGES.loginRequired);
      const wait = await loginWaitMinutes(db, email, request.ip);
      if (wait > 0) {
        reply.header('Retry-After', wait * 60);
        throw new ApiError(429, 'TOO_MANY_ATTEMPTS', tooManyAttempts(wait));
      }
      const admin = await findAdminByEmail(db, email);
      const valid = await verifyPassword(admin?.password_hash ?? (await decoyHash()), password);
      const at = new Date().toISOString();
      if (!admin || !valid) {
        await recordLoginFailure(db, email, request.ip);
        await recordActivity(db, { action: 'auth.login_failed', actorLabel: email, details: { ip: request.ip }, at });
        throw new ApiError(401, 'INVALID_CREDENTIALS', MESSAGES.loginInvalid);
      }
      // A new session at every sign-in: a token planted before sign-in is never promoted.
      if (request.admin) await deleteSession(db, request.admin.sessionId);
      setSessionCookie(request, reply, await createSession(db, admin.id));
      await recordActivity(db, {
        action: 'auth.login',
        actorAdminId: admin.id,
        actorLabel: admin.email,
        details: { ip: request.ip },
        at,
      });
      return { admin: { id: admin.id, email: admin.email } };
    },
  );

  app.post(
    '/api/auth/logout',
    { onRequest: sameSite, schema: { summary: 'Sign out (ends the session)', tags: ['auth'] } },
    async (request, reply) => {
      if (request.admin) await deleteSession(db, request.admin.sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/setup/:token',
    {
      schema: {
        summary: 'Whether a first-admin setup link is still valid',
        tags: ['auth'],
        params: z.object({ token: z.string().max(128) }),
      },
    },
    async (request) => ({
      valid: (await countAdmins(db)) === 0 && (await isSetupTokenValid(db, request.params.token)),
    }),
  );

  app.post(
    '/api/auth/setup',
    {
      onRequest: sameSite,
      schema: {
        summary: 'Create the first admin with the one-time setup link',
        tags: ['auth'],
        body: setupBody,
        response: { 200: z.object({ admin: adminSchema }) },
      },
    },
    async (request, reply) => {
      const { token, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      const admin = await db.transaction().execute(async (trx) => {
        if ((await countAdmins(trx)) > 0 || !(await consumeSetupToken(trx, token))) {
          throw new ApiError(
            410,
            'SETUP_LINK_INVALID',
            'This setup link has expired or was already used. Restart the server for a new one, or use npm run admin.',
          );
        }
        const { id } = await upsertAdmin(trx, email, passwordHash);
        await recordActivity(trx, {
          action: 'admin.created',
          actorAdminId: id,
          actorLabel: normalizeEmail(email),
          details: { via: 'setup link' },
          at: new Date().toISOString(),
        });
        return { id, email: normalizeEmail(email) };
      });
      setSessionCookie(request, reply, await createSession(db, admin.id));
      return { admin };
    },
  );
}
