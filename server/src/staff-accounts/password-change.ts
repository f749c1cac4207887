/** A staff member changes their own password: the current one, and a second factor in the last five minutes. */
import { STAFF_MESSAGES } from '#common/staff-messages';
import { SECURITY_EVENTS } from '#common/security-events';
import { validationFailed } from '../lib/api-error';
import { hashPassword, verifyPassword } from './password';
import type { FactorRequest } from './second-factor-service';
import { recordSecurityEvent, type SecurityLog } from './security-log';

export async function changePassword(
  log: SecurityLog,
  request: FactorRequest,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = log;
  const { session } = request;
  const admin = await db
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(admin.password_hash, currentPassword))) {
    await recordSecurityEvent(log, {
      event: SECURITY_EVENTS.passwordChanged,
      result: 'failure',
      adminId: session.id,
      email: session.email,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    throw validationFailed({ currentPassword: STAFF_MESSAGES.currentPasswordWrong });
  }
  await db
    .updateTable('admins')
    .set({ password_hash: await hashPassword(newPassword), updated_at: new Date().toISOString() })
    .where('id', '=', session.id)
    .execute();
  // Every other session was signed in with the old password.
  const ended = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', session.id)
    .where('id', '!=', session.sessionId)
    .executeTakeFirst();
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.passwordChanged,
    result: 'success',
    adminId: session.id,
    email: session.email,
    ip: request.ip,
    userAgent: request.userAgent,
    details: { sessionsEnded: Number(ended.numDeletedRows) },
  });
}
