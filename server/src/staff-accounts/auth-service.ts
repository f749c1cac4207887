/** Signing in and out, and the one-time link that creates the first admin. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { MESSAGES } from '#common/messages';
import { normalizeEmail } from '#common/normalize';
import { recordActivity } from '../activity/activity-repository';
import { DEFAULT_PROGRAMME_ID, type DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { ApiError } from '../lib/api-error';
import { countStaff, findStaffByEmail, upsertStaff } from './staff-repository';
import { clearSignInAttempts, reserveSignInAttempt } from './login-throttle';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { SECURITY_EVENTS } from '#common/security-events';
import { recordSecurityEvent, type SecurityLog } from './security-log';
import type { SessionPolicy } from '../access/session-policy';
import { createSession, deleteSession, type SessionOrigin, type StaffSession } from '../access/session-repository';
import { consumeSetupToken, isSetupTokenValid } from './setup-token';
import { StaffCommandRefused } from './staff-accounts';

export interface SignInAttempt {
  email: string | undefined;
  password: string | undefined;
  ip: string;
  userAgent: string;
  /** The session this browser already had, ended so that a token planted before sign-in is never promoted. */
  current: StaffSession | null;
}

/** Thrown with the minutes to wait; the route turns it into 429 with Retry-After. */
export class SignInThrottled extends ApiError {
  constructor(readonly minutes: number) {
    super(429, 'TOO_MANY_ATTEMPTS', 'errors.tooManyAttempts');
    this.values = { minutes };
  }
}

/**
 * Checks the password and opens a session that can only present (or, for an account without one,
 * enrol) a second factor; returns the session's token.
 */
export async function signIn(log: SecurityLog, policy: SessionPolicy, attempt: SignInAttempt): Promise<string> {
  const { db } = log;
  const email = normalizeEmail(attempt.email ?? '');
  const password = attempt.password ?? '';
  if (!email || !password) throw new ApiError(422, 'VALIDATION_FAILED', MESSAGES.loginRequired);
  const origin = { ip: attempt.ip, userAgent: attempt.userAgent };
  const wait = await reserveSignInAttempt(db, email, attempt.ip);
  if (wait > 0) {
    const known = await findStaffByEmail(db, email);
    await recordSecurityEvent(log, {
      event: SECURITY_EVENTS.signInThrottled,
      result: 'refused',
      adminId: known?.id ?? null,
      email: known?.email ?? null,
      ...origin,
    });
    throw new SignInThrottled(wait);
  }
  const admin = await findStaffByEmail(db, email);
  const valid = await verifyPassword(admin?.password_hash ?? (await decoyHash()), password);
  if (!admin || !valid) {
    // An address that is no account is the sender's own text: the log does not repeat it.
    await recordSecurityEvent(log, {
      event: SECURITY_EVENTS.signIn,
      result: 'failure',
      adminId: admin?.id ?? null,
      email: admin?.email ?? null,
      ...origin,
      details: admin ? {} : { account: 'unknown' },
    });
    throw new ApiError(401, 'INVALID_CREDENTIALS', MESSAGES.loginInvalid);
  }
  await clearSignInAttempts(db, email, attempt.ip);
  if (attempt.current) await deleteSession(db, attempt.current.sessionId);
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.signIn,
    result: 'success',
    adminId: admin.id,
    email: admin.email,
    ...origin,
  });
  return createSession(db, { adminId: admin.id, origin, policy });
}

export async function signOut(log: SecurityLog, current: StaffSession | null, origin: SessionOrigin): Promise<void> {
  if (!current) return;
  await deleteSession(log.db, current.sessionId);
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.signedOut,
    result: 'success',
    adminId: current.id,
    email: current.email,
    ...origin,
  });
}

export async function isSetupLinkValid(db: Kysely<DB>, token: string): Promise<boolean> {
  return (await countStaff(db)) === 0 && (await isSetupTokenValid(db, token));
}

/** Creates the first admin with the one-time link and signs them in; refused once any admin exists. */
export async function createFirstStaff(
  deps: TransactionDeps,
  { token, email, password }: { token: string; email: string; password: string },
  session: { origin: SessionOrigin; policy: SessionPolicy },
): Promise<string> {
  const passwordHash = await hashPassword(password);
  const admin = await inTransaction(deps, async ({ db: trx }) => {
    // Two setup links used at once: the first to update the lock row holds it (a row lock on PostgreSQL,
    // the write lock on SQLite) until it commits, so the second counts the admin the first created.
    await trx.updateTable('registry_lock').set({ touched_at: new Date().toISOString() }).where('id', '=', 1).execute();
    if ((await countStaff(trx)) > 0 || !(await consumeSetupToken(trx, token))) {
      throw new ApiError(410, 'SETUP_LINK_INVALID', 'errors.setupLinkInvalid');
    }
    const { id } = await upsertStaff(trx, email, passwordHash);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.adminCreated,
      actorAdminId: id,
      actorLabel: normalizeEmail(email),
      programmeId: DEFAULT_PROGRAMME_ID,
      details: { via: 'setup link' },
      at: new Date().toISOString(),
    });
    return { id, email: normalizeEmail(email) };
  });
  // Signed in with the password: the setup page goes on to enrol the second factor.
  return createSession(deps.db, { adminId: admin.id, ...session });
}

/** Creates an admin, or sets a new password for an existing one (ending its sessions); `npm run admin`. */
export async function setStaffPassword(
  db: Kysely<DB>,
  {
    email,
    password,
    via,
    programmeId,
  }: {
    email: string;
    password: string;
    via: string;
    /** The programme a new account is staff of (the default programme's when unset); an existing one keeps its own. */
    programmeId?: number;
  },
): Promise<{ created: boolean }> {
  const existing = await findStaffByEmail(db, email);
  if (existing && programmeId !== undefined && existing.programme_id !== programmeId)
    throw new StaffCommandRefused(
      `${existing.email} is staff of another programme; an account is staff of one programme. Leave out --programme to set its password.`,
    );
  const { id, created } = await upsertStaff(db, email, await hashPassword(password), { programmeId });
  await recordActivity(db, {
    action: created ? ACTIVITY_ACTIONS.adminCreated : ACTIVITY_ACTIONS.adminPasswordReset,
    actorAdminId: id,
    actorLabel: normalizeEmail(email),
    programmeId: existing?.programme_id ?? programmeId ?? DEFAULT_PROGRAMME_ID,
    details: { via },
    at: new Date().toISOString(),
  });
  return { created };
}
