/** Every staff session, for the staff area's list, and ending one (a lost laptop, a colleague's shared screen). */
import type { Kysely } from 'kysely';
import type { StaffSessionEntry } from '#common/api';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { SECURITY_EVENTS } from '#common/security-events';
import type { DB } from '../db/schema';
import { ApiError } from '../lib/api-error';
import type { FactorRequest } from './second-factor-service';
import { recordSecurityEvent, type SecurityLog } from './security-log';
import type { SessionPolicy } from '../access/session-policy';
import type { SignedInStaff } from '../access/session-repository';

/** The live sessions of the staff member's programme's accounts, most recently seen first. */
export async function listStaffSessions(
  db: Kysely<DB>,
  policy: SessionPolicy,
  current: Pick<SignedInStaff, 'sessionId' | 'programmeId'>,
  now = new Date(),
): Promise<StaffSessionEntry[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id',
      'sessions.handle',
      'admins.email',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.ip',
      'sessions.user_agent',
      'sessions.second_factor_at',
    ])
    .where('admins.programme_id', '=', current.programmeId)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - policy.idleMs).toISOString())
    .orderBy('sessions.last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    handle: row.handle,
    email: row.email,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    ip: row.ip,
    userAgent: row.user_agent,
    secondFactor: row.second_factor_at !== null,
    current: row.id === current.sessionId,
  }));
}

/**
 * Ends a session by its handle; any staff member may end any of their programme's (its staff are one
 * team of equals). Another programme's session is not found.
 */
export async function endStaffSession(log: SecurityLog, request: FactorRequest, handle: string): Promise<void> {
  const session = await log.db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['sessions.id', 'admins.id as adminId', 'admins.email'])
    .where('sessions.handle', '=', handle)
    .where('admins.programme_id', '=', request.session.programmeId)
    .executeTakeFirst();
  if (!session) throw new ApiError(404, 'NOT_FOUND', STAFF_MESSAGES.sessionNotFound);
  await log.db.deleteFrom('sessions').where('id', '=', session.id).execute();
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.sessionEnded,
    result: 'success',
    adminId: session.adminId,
    email: session.email,
    ip: request.ip,
    userAgent: request.userAgent,
    details: { endedBy: request.session.email },
  });
}
