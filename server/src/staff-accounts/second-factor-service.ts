/**
 * A staff member's second factor: presenting one (after the password, or again before a sensitive
 * change), enrolling one (a passkey or an authenticator app; the first comes with ten recovery codes),
 * and removing one. Every attempt is throttled like a sign-in, counted against the session (five
 * wrong and it ends), and written to the security log; a code is also counted against the account from
 * every address (second-factor/code-lock.ts: ten wrong lock codes, and the account is emailed).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { SECURITY_EVENTS, type SecondFactorName } from '#common/security-events';
import type { DB } from '../db/schema';
import { enqueueMessage } from '../email/outbox-repository';
import type { Registry } from '../email/email-layout';
import { codesLockedEmail } from '../email/staff-security-emails';
import { ApiError } from '../lib/api-error';
import { qrSvg } from '../lib/qr-svg';
import { SignInThrottled } from './auth-service';
import { clearSignInAttempts, reserveSignInAttempt } from './login-throttle';
import {
  addFactor,
  claimTotpStep,
  countFactors,
  deleteFactor,
  passkeyFactors,
  recordPasskeyUse,
  totpFactors,
} from './second-factor/factor-repository';
import {
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
  type RelyingParty,
  type StoredPasskey,
} from './second-factor/passkeys';
import { clearCodeAttempts, codeLockMinutes, lockCodes, reserveCodeAttempt } from './second-factor/code-lock';
import { holdPending, readPending, takeChallenge } from './second-factor/pending-factor';
import { replaceRecoveryCodes, useRecoveryCode } from './second-factor/recovery-codes';
import { acceptedTotpStep, newTotpSecret, totpUri } from './second-factor/totp';
import { recordSecurityEvent, type SecurityEvent, type SecurityLog } from './security-log';
import { SECOND_FACTOR_MAX_FAILURES } from '../access/session-policy';
import { deleteSession, trustSession, type StaffSession } from '../access/session-repository';
import { SECOND_FACTOR_ACCOUNT_MAX_FAILURES } from '../access/session-policy';

/** The session asking, and where from, for the log. */
export interface FactorRequest {
  session: StaffSession;
  ip: string;
  userAgent: string;
}

export type Proof =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery_code'; code: string }
  | { kind: 'passkey'; response: AuthenticationResponseJSON };

const throttleKey = (adminId: string) => `second-factor:${adminId}`;

function storedPasskeys(rows: Awaited<ReturnType<typeof passkeyFactors>>): (StoredPasskey & { id: string })[] {
  return rows.map((row) => ({
    id: row.id,
    credentialId: row.credential_id ?? '',
    publicKey: row.public_key ?? '',
    signCount: row.sign_count ?? 0,
    transports: row.transports ? (JSON.parse(row.transports) as string[]) : [],
  }));
}

async function proofHolds(db: Kysely<DB>, rp: RelyingParty, request: FactorRequest, proof: Proof): Promise<boolean> {
  const adminId = request.session.id;
  const now = new Date();
  if (proof.kind === 'recovery_code') return useRecoveryCode(db, adminId, proof.code, now);
  if (proof.kind === 'totp') {
    for (const factor of await totpFactors(db, adminId)) {
      const step = await acceptedTotpStep(
        factor.totp_secret ?? '',
        proof.code.replace(/\s/g, ''),
        factor.totp_last_step,
      );
      // A simultaneous request with the same code: only one of them claims the step.
      if (step !== null) return claimTotpStep(db, factor.id, step, now);
    }
    return false;
  }
  const challenge = await takeChallenge(db, request.session.sessionId, now);
  const passkey = storedPasskeys(await passkeyFactors(db, adminId)).find((p) => p.credentialId === proof.response.id);
  if (!challenge || !passkey) return false;
  const signCount = await verifiedAuthentication(rp, challenge, passkey, proof.response);
  if (signCount === null) return false;
  await recordPasskeyUse(db, passkey.id, signCount, now);
  return true;
}

type SecurityEventFields = Omit<SecurityEvent, 'event' | 'result'>;

/**
 * The account reached its cap of wrong codes: codes lock, the account is told by email, the security log
 * says so, and every session of the account still waiting for its second factor ends.
 */
async function lockAccountCodes(log: SecurityLog, registry: Registry, event: SecurityEventFields): Promise<void> {
  const { db } = log;
  const adminId = event.adminId ?? '';
  const lockedUntil = await lockCodes(db, adminId);
  if (!lockedUntil) return; // a simultaneous request locked it and tells the account
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).where('second_factor_at', 'is', null).execute();
  const email = event.email ?? '';
  const failures = SECOND_FACTOR_ACCOUNT_MAX_FAILURES;
  await enqueueMessage(db, {
    kind: 'codes-locked',
    to: email,
    ...codesLockedEmail(registry, { email, failures, lockedUntil }),
  });
  await recordSecurityEvent(log, {
    ...event,
    event: SECURITY_EVENTS.secondFactorLocked,
    result: 'refused',
    details: { lockedUntil, wrongCodes: failures },
  });
}

/** Checks a second factor; on success the session is trusted and gets a new token, which is returned. */
export async function presentSecondFactor(
  log: SecurityLog,
  rp: RelyingParty,
  request: FactorRequest,
  proof: Proof,
  registry: Registry,
): Promise<string> {
  const { db } = log;
  const { session, ip, userAgent } = request;
  const event = { adminId: session.id, email: session.email, factor: proof.kind as SecondFactorName, ip, userAgent };
  const wait = await reserveSignInAttempt(db, throttleKey(session.id), ip);
  if (wait > 0) {
    await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.signInThrottled, result: 'refused' });
    throw new SignInThrottled(wait);
  }
  const isCode = proof.kind !== 'passkey';
  if (isCode) {
    if (!(await reserveCodeAttempt(db, session.id, session.sessionId))) {
      await recordSecurityEvent(log, {
        ...event,
        event: SECURITY_EVENTS.signInThrottled,
        result: 'refused',
        details: { reason: 'codes locked for the account' },
      });
      await lockAccountCodes(log, registry, event);
      const minutes = await codeLockMinutes(db, session.id);
      if (minutes > 0) throw new SignInThrottled(minutes);
      // The lock is over, but this session began before it: the password is asked again.
      await deleteSession(db, session.sessionId);
      throw new ApiError(401, 'SECOND_FACTOR_ENDED', STAFF_MESSAGES.secondFactorEnded);
    }
  }
  if (!(await proofHolds(db, rp, request, proof))) {
    await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.secondFactor, result: 'failure' });
    if (isCode) await lockAccountCodes(log, registry, event);
    const row = await db
      .updateTable('sessions')
      .set((eb) => ({ factor_failures: eb('factor_failures', '+', 1) }))
      .where('id', '=', session.sessionId)
      .returning('factor_failures')
      .executeTakeFirst();
    if ((row?.factor_failures ?? SECOND_FACTOR_MAX_FAILURES) >= SECOND_FACTOR_MAX_FAILURES) {
      await deleteSession(db, session.sessionId);
      await recordSecurityEvent(log, {
        ...event,
        event: SECURITY_EVENTS.sessionEnded,
        result: 'success',
        details: { reason: 'too many wrong second factors' },
      });
      throw new ApiError(401, 'SECOND_FACTOR_ENDED', STAFF_MESSAGES.secondFactorEnded);
    }
    throw new ApiError(401, 'SECOND_FACTOR_INVALID', STAFF_MESSAGES.secondFactorInvalid);
  }
  await clearSignInAttempts(db, throttleKey(session.id), ip);
  if (isCode) await clearCodeAttempts(db, session.id);
  await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.secondFactor, result: 'success' });
  return trustSession(db, session.sessionId, proof.kind);
}

/** The options for `navigator.credentials.get`, with a challenge the session holds for ten minutes. */
export async function passkeyChallenge(db: Kysely<DB>, rp: RelyingParty, session: StaffSession) {
  const options = await authenticationOptions(rp, storedPasskeys(await passkeyFactors(db, session.id)));
  await holdPending(db, session.sessionId, { challenge: options.challenge, totpSecret: null });
  return options;
}

export async function startTotpEnrolment(db: Kysely<DB>, issuer: string, session: StaffSession) {
  const secret = newTotpSecret();
  await holdPending(db, session.sessionId, { challenge: null, totpSecret: secret });
  const uri = totpUri(issuer, session.email, secret);
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

export async function startPasskeyEnrolment(db: Kysely<DB>, rp: RelyingParty, session: StaffSession) {
  const options = await registrationOptions(rp, session, storedPasskeys(await passkeyFactors(db, session.id)));
  await holdPending(db, session.sessionId, { challenge: options.challenge, totpSecret: null });
  return options;
}

export type Enrolment =
  | { kind: 'totp'; code: string; label: string }
  | { kind: 'passkey'; response: RegistrationResponseJSON; label: string };

/** The session's new token, and the recovery codes when this was the account's first factor. */
export interface Enrolled {
  sessionToken: string;
  recoveryCodes: string[] | null;
}

export async function finishEnrolment(
  log: SecurityLog,
  rp: RelyingParty,
  request: FactorRequest,
  enrolment: Enrolment,
): Promise<Enrolled> {
  const { db } = log;
  const { session } = request;
  const first = (await countFactors(db, session.id)) === 0;
  if (enrolment.kind === 'totp') {
    const { totpSecret } = await readPending(db, session.sessionId);
    if (!totpSecret) throw new ApiError(409, 'ENROLMENT_EXPIRED', STAFF_MESSAGES.enrolmentExpired);
    const step = await acceptedTotpStep(totpSecret, enrolment.code.replace(/\s/g, ''), null);
    if (step === null) {
      throw new ApiError(422, 'VALIDATION_FAILED', STAFF_MESSAGES.enrolmentCodeWrong, {
        code: STAFF_MESSAGES.enrolmentCodeWrong,
      });
    }
    await addFactor(db, session.id, { kind: 'totp', label: enrolment.label, secret: totpSecret, lastStep: step });
  } else {
    const challenge = await takeChallenge(db, session.sessionId);
    const passkey = challenge ? await verifiedRegistration(rp, challenge, enrolment.response) : null;
    if (!passkey) throw new ApiError(422, 'PASSKEY_NOT_SAVED', STAFF_MESSAGES.passkeyNotSaved);
    await addFactor(db, session.id, { kind: 'passkey', label: enrolment.label, ...passkey });
  }
  const event = { adminId: session.id, email: session.email, ip: request.ip, userAgent: request.userAgent };
  await recordSecurityEvent(log, {
    ...event,
    event: SECURITY_EVENTS.factorAdded,
    result: 'success',
    factor: enrolment.kind,
  });
  const recoveryCodes = first ? await replaceRecoveryCodes(db, session.id) : null;
  if (recoveryCodes)
    await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.recoveryCodesCreated, result: 'success' });
  return { sessionToken: await trustSession(db, session.sessionId, enrolment.kind), recoveryCodes };
}

export async function removeFactor(log: SecurityLog, request: FactorRequest, factorId: string): Promise<void> {
  const { db } = log;
  const { session } = request;
  if ((await countFactors(db, session.id)) <= 1) throw new ApiError(409, 'LAST_FACTOR', STAFF_MESSAGES.lastFactor);
  const removed = await deleteFactor(db, session.id, factorId);
  if (!removed) throw new ApiError(404, 'NOT_FOUND', STAFF_MESSAGES.factorNotFound);
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.factorRemoved,
    result: 'success',
    adminId: session.id,
    email: session.email,
    factor: removed.kind,
    ip: request.ip,
    userAgent: request.userAgent,
  });
}

export async function renewRecoveryCodes(log: SecurityLog, request: FactorRequest): Promise<string[]> {
  const codes = await replaceRecoveryCodes(log.db, request.session.id);
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.recoveryCodesCreated,
    result: 'success',
    adminId: request.session.id,
    email: request.session.email,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  return codes;
}
