/** Inviting a trainer (staff, inside the admin scope) and opening the invitation (the trainer, signing in). */
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { trainerInvitationSchema } from '#common/staff-schemas';
import { trainerLicenseSchema } from '#common/schemas';
import type { App, AppContext } from '../app-context';
import { findSession } from '../access/session-repository';
import { publicBaseUrl } from '../lib/public-base-url';
import { invitationAnswerSchema, invitationCheckSchema, signedInSchema } from '../lib/response-schemas';
import { currentStaff, refuseCrossSite, setSessionCookie } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { requestOrigin } from '../staff-accounts/request-origin';
import { sessionAnswer } from '../staff-accounts/session-answer';
import { acceptInvitation, checkInvitation, inviteTrainer } from './invitation-service';

const acceptBody = z.strictObject({
  token: z.string().min(1).max(128),
  password: z.string().min(STAFF_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});

/** Registered inside the admin scope. */
export function registerInvitationRoutes(app: App, context: AppContext): void {
  const { database, config } = context;
  app.post(
    '/trainers/:licenseNumber/invitation',
    {
      config: { action: 'trainers.invite' },
      schema: {
        operationId: 'inviteTrainer',
        summary: 'Invite a trainer of the directory to an account of their own, by a one-time link',
        description:
          "The link is emailed to the address given, and answered so that staff can pass it on by hand when the registry sends no email (`emailed`: false). It works once, for seven days; a newer invitation replaces it. The account records tests and training for the programme's teams only.",
        tags: ['admin'],
        params: z.object({ licenseNumber: trainerLicenseSchema }),
        body: trainerInvitationSchema,
        response: { 201: invitationAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const deps = { ...database, registry: config, emailLeaves: config.mail.smtpUrl !== null };
      const answer = await inviteTrainer(
        deps,
        currentStaff(request),
        request.params.licenseNumber,
        request.body.email,
        publicBaseUrl(config, request),
      );
      return reply.status(201).send(answer);
    },
  );
}

export function registerInvitationAuthRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const policy = config.sessions;
  app.get(
    '/api/auth/invitation/:token',
    {
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'getTrainerInvitation',
        summary: "Whether a trainer's invitation link still works, and whom it invites",
        tags: ['auth'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: invitationCheckSchema },
      },
    },
    async (request) => checkInvitation(db, config, request.params.token),
  );

  app.post(
    '/api/auth/invitation',
    {
      // Limited as sign-ins are (plugins/rate-limits.ts): it sets a password.
      onRequest: [refuseCrossSite(config.publicUrl), app.rateLimited.signIns],
      config: { action: 'session.signIn' },
      schema: {
        operationId: 'acceptTrainerInvitation',
        summary: "Create a trainer's account with the invitation's one-time link",
        description: 'Signs in with the password; the trainer then enrols a second factor (`/api/auth/factors/…`).',
        tags: ['auth'],
        body: acceptBody,
        response: { 200: signedInSchema, ...errorResponses(409, 410, 429) },
      },
    },
    async (request, reply) => {
      const token = await acceptInvitation(database, request.body, { origin: requestOrigin(request), policy });
      setSessionCookie(request, reply, token, policy.absoluteMs);
      return sessionAnswer(db, await findSession(db, token, policy));
    },
  );
}
