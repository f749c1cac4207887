/** What `npm run admin` does to second factors: enrol a TOTP app for automation, and reset a lost device's. */
import { SECURITY_EVENTS } from '#common/security-events';
import { AdminCommandRefused } from './admin-accounts';
import { findAdminByEmail } from './admin-repository';
import { addFactor, deleteAllFactors } from './second-factor/factor-repository';
import { recordSecurityEvent, type SecurityLog } from './security-log';

const VIA = { ip: 'command line', userAgent: 'npm run admin' };

async function adminNamed(log: SecurityLog, email: string) {
  const admin = await findAdminByEmail(log.db, email);
  if (!admin) throw new AdminCommandRefused(`No admin has the email ${email}.`);
  return admin;
}

/** ADMIN_TOTP_SECRET: the admin signs in with codes from that secret (a test runner, a password manager). */
export async function enrolTotpFromCommandLine(log: SecurityLog, email: string, secret: string): Promise<void> {
  const admin = await adminNamed(log, email);
  await addFactor(log.db, admin.id, { kind: 'totp', label: 'ADMIN_TOTP_SECRET', secret, lastStep: null });
  await recordSecurityEvent(log, {
    event: SECURITY_EVENTS.factorAdded,
    result: 'success',
    adminId: admin.id,
    email: admin.email,
    factor: 'totp',
    ...VIA,
  });
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
