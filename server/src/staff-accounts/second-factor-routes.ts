/**
 * The second step of a staff sign-in (`/api/auth/mfa/…`) and a staff member's own factors
 * (`/api/auth/factors/…`): enrolling a passkey or an authenticator app, removing one, new recovery
 * codes, and a new password. A session still waiting for its second factor may use the first and,
 * when the account has none, enrol one; the rest need a trusted session, and changes a fresh factor.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import type { App, AppContext } from '../app-context';
import {
  enrolledSchema,
  factorListSchema,
  noContent,
  passkeyOptionsSchema,
  recoveryCodesSchema,
  sessionSchema,
  totpEnrolmentSchema,
} from '../lib/response-schemas';
import { currentStaffSession, refuseCrossSite, setSessionCookie } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { NOT_BLANK } from '#common/schemas';
import { changePassword } from './password-change';
import { requestOrigin } from './request-origin';
import { countFactors, listFactors } from './second-factor/factor-repository';
import type { Resource } from '../access/permissions';
import { relyingParty } from './second-factor/passkeys';
import { recoveryCodesLeft } from './second-factor/recovery-codes';
import {
  finishEnrolment,
  passkeyChallenge,
  presentSecondFactor,
  removeFactor,
  renewRecoveryCodes,
  startPasskeyEnrolment,
  startTotpEnrolment,
  type Proof,
} from './second-factor-service';
import { sessionAnswer } from './session-answer';
import { findSession } from '../access/session-repository';

const code = z.string().max(40).regex(NOT_BLANK);
const codeBody = z.strictObject({ code });
/** A WebAuthn credential as @simplewebauthn/browser sends it; the library checks the rest. */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}),
});
const label = z.string().max(60).regex(NOT_BLANK);
const passwordBody = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(STAFF_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});

export function registerSecondFactorRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const log = { db, sink: config.securityLog };
  const policy = config.sessions;
  const sameSite = refuseCrossSite(config.publicUrl);
  const rpFor = (request: FastifyRequest) =>
    relyingParty(config.registryName, config.publicUrl, `${request.protocol}://${request.host}`);
  const factorRequest = (request: FastifyRequest) => ({
    session: currentStaffSession(request),
    ...requestOrigin(request),
  });
  /** Every factor step that trusts a session gives it a new cookie, and answers the session. */
  const trusted = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    setSessionCookie(request, reply, token, policy.absoluteMs);
    return sessionAnswer(db, await findSession(db, token, policy));
  };
  const present = (proof: (body: unknown) => Proof) => async (request: FastifyRequest, reply: FastifyReply) =>
    trusted(
      request,
      reply,
      await presentSecondFactor(log, rpFor(request), factorRequest(request), proof(request.body), config),
    );
  // Enrolling a factor is decided with the account: its first needs no fresh second factor.
  const ownAccount = async (request: FastifyRequest): Promise<Resource> => {
    const adminId = request.staffSession?.id;
    return { scope: 'account', hasFactors: adminId !== undefined && (await countFactors(db, adminId)) > 0 };
  };
  const step = (operationId: string, summary: string, body: z.ZodType) => ({
    onRequest: [sameSite, app.rateLimited.signIns],
    config: { action: 'session.secondFactor' as const },
    schema: {
      operationId,
      summary,
      tags: ['auth'],
      body,
      response: { 200: sessionSchema, ...errorResponses(401, 429) },
    },
  });

  app.post(
    '/api/auth/mfa/totp',
    step('presentTotpCode', 'Complete sign-in (or confirm a change) with a code from an authenticator app', codeBody),
    present((body) => ({ kind: 'totp', code: (body as { code: string }).code })),
  );
  app.post(
    '/api/auth/mfa/recovery-code',
    step('presentRecoveryCode', 'Complete sign-in with one of the ten recovery codes (each works once)', codeBody),
    present((body) => ({ kind: 'recovery_code', code: (body as { code: string }).code })),
  );
  app.post(
    '/api/auth/mfa/passkey/options',
    {
      onRequest: sameSite,
      config: { action: 'session.secondFactor' },
      schema: {
        operationId: 'getPasskeySignInOptions',
        summary: 'The WebAuthn options for presenting a passkey',
        tags: ['auth'],
        response: { 200: passkeyOptionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ ...(await passkeyChallenge(db, rpFor(request), currentStaffSession(request))) }),
  );
  app.post(
    '/api/auth/mfa/passkey',
    step(
      'presentPasskey',
      'Complete sign-in (or confirm a change) with a passkey',
      z.strictObject({ response: webAuthnResponse }),
    ),
    present((body) => ({
      kind: 'passkey',
      response: (body as { response: unknown }).response as AuthenticationResponseJSON,
    })),
  );

  app.get(
    '/api/auth/factors',
    {
      // What only staff may read is refused to other sites, as in the admin scope.
      onRequest: refuseCrossSite(config.publicUrl, { includeReads: true }),
      config: { action: 'account.read' },
      schema: {
        operationId: 'listSecondFactors',
        summary: "The signed-in admin's passkeys and authenticator apps",
        tags: ['auth'],
        response: { 200: factorListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { id } = currentStaffSession(request);
      return { factors: await listFactors(db, id), recoveryCodesLeft: await recoveryCodesLeft(db, id) };
    },
  );
  app.post(
    '/api/auth/factors/totp/start',
    {
      onRequest: sameSite,
      config: { action: 'account.enrolFactor', resource: ownAccount },
      schema: {
        operationId: 'startTotpEnrolment',
        summary: 'Start adding an authenticator app: its secret and QR code',
        tags: ['auth'],
        response: { 200: totpEnrolmentSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => startTotpEnrolment(db, config.registryName, currentStaffSession(request)),
  );
  app.post(
    '/api/auth/factors/totp',
    {
      onRequest: sameSite,
      config: { action: 'account.enrolFactor', resource: ownAccount },
      schema: {
        operationId: 'finishTotpEnrolment',
        summary:
          "Finish adding an authenticator app with its first code; the account's first factor comes with recovery codes",
        tags: ['auth'],
        body: z.strictObject({ code, label: label.optional() }),
        response: { 200: enrolledSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { code, label: name } = request.body;
      const enrolled = await finishEnrolment(log, rpFor(request), factorRequest(request), {
        kind: 'totp',
        code,
        label: name?.trim() ?? 'Authenticator app',
      });
      return { session: await trusted(request, reply, enrolled.sessionToken), recoveryCodes: enrolled.recoveryCodes };
    },
  );
  app.post(
    '/api/auth/factors/passkey/options',
    {
      onRequest: sameSite,
      config: { action: 'account.enrolFactor', resource: ownAccount },
      schema: {
        operationId: 'getPasskeyEnrolmentOptions',
        summary: 'The WebAuthn options for adding a passkey',
        tags: ['auth'],
        response: { 200: passkeyOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ ...(await startPasskeyEnrolment(db, rpFor(request), currentStaffSession(request))) }),
  );
  app.post(
    '/api/auth/factors/passkey',
    {
      onRequest: sameSite,
      config: { action: 'account.enrolFactor', resource: ownAccount },
      schema: {
        operationId: 'finishPasskeyEnrolment',
        summary: "Finish adding a passkey; the account's first factor comes with recovery codes",
        tags: ['auth'],
        body: z.strictObject({ response: webAuthnResponse, label: label.optional() }),
        response: { 200: enrolledSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const enrolled = await finishEnrolment(log, rpFor(request), factorRequest(request), {
        kind: 'passkey',
        response: request.body.response as unknown as RegistrationResponseJSON,
        label: request.body.label?.trim() ?? 'Passkey',
      });
      return { session: await trusted(request, reply, enrolled.sessionToken), recoveryCodes: enrolled.recoveryCodes };
    },
  );
  app.delete(
    '/api/auth/factors/:id',
    {
      onRequest: sameSite,
      config: { action: 'account.change' },
      schema: {
        operationId: 'removeSecondFactor',
        summary: 'Remove a passkey or authenticator app (needs a second factor in the last five minutes)',
        tags: ['auth'],
        params: z.object({ id: z.string().max(100) }),
        response: { 204: noContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeFactor(log, factorRequest(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/auth/recovery-codes',
    {
      onRequest: sameSite,
      config: { action: 'account.change' },
      schema: {
        operationId: 'renewRecoveryCodes',
        summary: 'Ten new recovery codes, replacing the old ones (needs a fresh second factor)',
        tags: ['auth'],
        response: { 200: recoveryCodesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ recoveryCodes: await renewRecoveryCodes(log, factorRequest(request)) }),
  );
  app.post(
    '/api/auth/password',
    {
      onRequest: sameSite,
      config: { action: 'account.change' },
      schema: {
        operationId: 'changePassword',
        summary: 'Change your password (needs a fresh second factor); your other sessions end',
        tags: ['auth'],
        body: passwordBody,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await changePassword(log, factorRequest(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
