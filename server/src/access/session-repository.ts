/** Sessions live in the database so that several server instances share them; only token hashes are stored. */
import type { Kysely } from 'kysely';
import type { DB, SecondFactorKind, StaffRole } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';
import { DEFAULT_SESSION_POLICY, SESSION_TOUCH_MS, type SessionPolicy } from './session-policy';

/** A staff member whose session has presented a second factor: what staff routes act as. */
export interface SignedInStaff {
  id: string;
  email: string;
  sessionId: string;
  /** The programme whose staff they are: what they create goes into it (docs/decisions/041-programmes.md). */
  programmeId: number;
  /** The deployment's operator: also sees what belongs to no programme (a sign-in by an unknown email). */
  isOperator: boolean;
  /** 'trainer': an account of the programme's directory, with a trainer's actions only (access/permissions.ts). */
  role: StaffRole;
  /** A trainer's listing; null for staff. */
  trainerLicense: string | null;
}

/** Any live session, with or without its second factor. */
export interface StaffSession extends SignedInStaff {
  handle: string;
  /** When a second factor was last presented; null: the password alone. */
  secondFactorAt: string | null;
}

export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

const UNKNOWN_ORIGIN: SessionOrigin = { ip: '', userAgent: '' };

export interface NewSession {
  adminId: string;
  origin?: SessionOrigin;
  /** Set for a session opened already trusted (tests and tools that enrol no factor in a browser). */
  secondFactor?: SecondFactorKind;
  policy?: SessionPolicy;
  now?: Date;
}

export async function createSession(db: Kysely<DB>, session: NewSession): Promise<string> {
  const { adminId, origin = UNKNOWN_ORIGIN, secondFactor, policy = DEFAULT_SESSION_POLICY, now = new Date() } = session;
  const token = randomToken(32);
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      handle: randomToken(12),
      admin_id: adminId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + policy.absoluteMs).toISOString(),
      ip: origin.ip.slice(0, 64),
      user_agent: origin.userAgent.slice(0, 300),
      second_factor_at: secondFactor ? at : null,
      second_factor: secondFactor ?? null,
      challenge: null,
      pending_totp_secret: null,
      pending_until: null,
    })
    .execute();
  return token;
}

/** The session behind a cookie's token, or null when it is unknown, idle too long or past its end. */
export async function findSession(
  db: Kysely<DB>,
  token: string,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  now = new Date(),
): Promise<StaffSession | null> {
  const id = sha256(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id as sessionId',
      'sessions.handle',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.second_factor_at',
      'admins.id',
      'admins.email',
      'admins.programme_id',
      'admins.is_operator',
      'admins.role',
      'admins.trainer_license',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = now.getTime() - new Date(row.last_seen_at).getTime();
  if (row.expires_at <= now.toISOString() || idleSince > policy.idleMs) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (idleSince > SESSION_TOUCH_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  }
  return {
    id: row.id,
    email: row.email,
    sessionId: row.sessionId,
    programmeId: row.programme_id,
    isOperator: row.is_operator === 1,
    role: row.role,
    trainerLicense: row.trainer_license,
    handle: row.handle,
    secondFactorAt: row.second_factor_at,
  };
}

/**
 * Records a second factor presented by a session and gives the session a new token (the one that
 * reached the browser before it was trusted is no longer accepted); returns the new token.
 */
export async function trustSession(
  db: Kysely<DB>,
  sessionId: string,
  factor: SecondFactorKind,
  now = new Date(),
): Promise<string> {
  const token = randomToken(32);
  await db
    .updateTable('sessions')
    .set({
      id: sha256(token),
      second_factor_at: now.toISOString(),
      second_factor: factor,
      factor_failures: 0,
      challenge: null,
      pending_totp_secret: null,
      pending_until: null,
    })
    .where('id', '=', sessionId)
    .execute();
  return token;
}

export async function deleteSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
