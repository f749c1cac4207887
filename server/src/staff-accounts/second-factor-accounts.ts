/** What `npm run admin` does to second factors: enrol a TOTP app for automation, and reset a lost device's. */
import { SECURITY_EVENTS } from '#common/security-events';
import { StaffCommandRefused } from './staff-accounts';
import { findStaffByEmail } from './staff-repository';
import { addFactor, countFactors, deleteAllFactors } from './second-factor/factor-repository';
import { replaceRecoveryCodes } from './second-factor/recovery-codes';
import { recordSecurityEvent, type SecurityLog } from './security-log';

const VIA = { ip: 'command line', userAgent: 'npm run admin' };

async function adminNamed(log: SecurityLog, email: string) {
  const admin = await findStaffByEmail(log.db, email);
  if (!admin) throw new StaffCommandRefused(`No admin has the email ${email}.`);
  return admin;
}

/**
 * ADMIN_TOTP_SECRET: the admin signs in with codes from that secret (a test runner, a password manager).
 * As in the browser, the account's first factor comes with ten recovery codes, returned to be shown once;
 * null when the account had a factor already.
 */
export async function enrolTotpFromCommandLine(
  log: SecurityLog,
  email: string,
  secret: string,
): Promise<string[] | null> {
  const admin = await adminNamed(log, email);
  const first = (await countFactors(log.db, admin.id)) === 0;
  await addFactor(log.db, admin.id, { kind: 'totp', label: 'ADMIN_TOTP_SECRET', secret, lastStep: null });
  const event = { result: 'success' as const, adminId: admin.id, email: admin.email, ...VIA };
  await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.factorAdded, factor: 'totp' });
  if (!first) return null;
  const codes = await replaceRecoveryCodes(log.db, admin.id);
  await recordSecurityEvent(log, { ...event, event: SECURITY_EVENTS.recoveryCodesCreated });
  return codes;
}

/** A lost phone or key: every factor and recovery code goes, and every session ends; returns how many factors. */
export async function resetSecondFactors(log: SecurityLog, email: string): Promise<number> {
  const admin = await adminNamed(log, email);
  const removed = await deleteAllFactors(log.db, admin.id);
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.secondFactorReset,
    result: 'success',
    adminId: admin.id,
    email: admin.email,
    ...VIA,
    details: { factorsRemoved: removed },
  });
  return removed;
}
