/** What `/api/auth/me` and every sign-in step answer: the trusted admin, or the second factor still to come. */
import type { Kysely } from 'kysely';
import type { Session } from '#common/api';
import type { DB } from '../db/schema';
import { listFactors } from './second-factor/factor-repository';
import type { StaffSession } from '../access/session-repository';
import { findTrainer } from '../trainers/trainer-repository';

export async function sessionAnswer(db: Kysely<DB>, session: StaffSession | null): Promise<Session> {
  if (!session) return { admin: null, secondFactor: null };
  if (session.secondFactorAt) {
    const listing = session.trainerLicense ? await findTrainer(db, session.trainerLicense) : null;
    const trainer = listing && { licenseNumber: listing.license_number, name: listing.name };
    return { admin: { id: session.id, email: session.email, role: session.role, trainer }, secondFactor: null };
  }
  // The password alone learns only what the form needs (docs/SECURITY.md): which kinds to offer (a passkey's
  // existence WebAuthn itself reveals), never how many recovery codes are left, nor the factors' names.
  const kinds = new Set((await listFactors(db, session.id)).map((factor) => factor.kind));
  return {
    admin: null,
    secondFactor: {
      email: session.email,
      factors: (['passkey', 'totp'] as const).filter((kind) => kinds.has(kind)),
      recoveryCodes: kinds.size > 0,
    },
  };
}
