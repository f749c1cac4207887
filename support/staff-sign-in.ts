/**
 * A staff member signing in over HTTP as the web app does: the password, then a code from their
 * authenticator app (a TOTP factor seeded with `seedStaff`). For tests, benchmarks and scripts that
 * talk to a running server.
 */
import type { Kysely } from 'kysely';
import { upsertStaff } from '../server/src/staff-accounts/staff-repository';
import { hashPassword } from '../server/src/staff-accounts/password';
import { addFactor } from '../server/src/staff-accounts/second-factor/factor-repository';
import { totpCode } from '../server/src/staff-accounts/second-factor/totp';
import type { DB } from '../server/src/db/schema';
import { cookiesFrom } from './server-process';

export interface Staff {
  email: string;
  password: string;
  /** The base32 secret of the staff member's authenticator app. */
  totpSecret: string;
}

export async function seedStaff(db: Kysely<DB>, staff: Staff): Promise<void> {
  const { id } = await upsertStaff(db, staff.email, await hashPassword(staff.password));
  await addFactor(db, id, { kind: 'totp', label: 'seeded', secret: staff.totpSecret, lastStep: null });
}

/** Both steps; answers the trusted session's Cookie header. */
export async function signInOverHttp(url: string, staff: Staff): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const password = await post('/api/auth/login', { email: staff.email, password: staff.password });
  if (!password.ok) throw new Error(`sign-in answered ${password.status}: ${await password.text()}`);
  const factor = await post('/api/auth/mfa/totp', { code: await totpCode(staff.totpSecret) }, cookiesFrom(password));
  if (!factor.ok) throw new Error(`the second factor answered ${factor.status}: ${await factor.text()}`);
  return cookiesFrom(factor);
}
