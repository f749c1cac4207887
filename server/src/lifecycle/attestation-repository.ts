/** All SQL on training attestations (docs/decisions/044-training-attestation.md). */
import type { Kysely } from 'kysely';
import type { AccessTestRow, AttestationEndReason, AttestationRow, DB } from '../db/schema';

export async function currentAttestation(db: Kysely<DB>, dogId: string): Promise<AttestationRow | null> {
  const row = await db
    .selectFrom('training_attestations')
    .selectAll()
    .where('dog_id', '=', dogId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The team's latest public access test: the latest test date, and of one day's tests the last recorded. */
export async function latestAccessTest(db: Kysely<DB>, dogId: string): Promise<AccessTestRow | null> {
  const row = await db
    .selectFrom('access_tests')
    .selectAll()
    .where('dog_id', '=', dogId)
    .orderBy('tested_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The name the trainer directory gives a trainer, or null when the directory no longer lists it. */
export async function trainerName(db: Kysely<DB>, licenseNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('trainers')
    .select('name')
    .where('license_number', '=', licenseNumber)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Ends an attestation for good; what it attested goes with it. */
export async function endAttestation(
  db: Kysely<DB>,
  statusIndex: number,
  reason: AttestationEndReason,
  at: string,
): Promise<void> {
  await db
    .updateTable('training_attestations')
    .set({ ended_at: at, end_reason: reason, claims: null, fingerprint: null })
    .where('status_index', '=', statusIndex)
    .where('ended_at', 'is', null)
    .execute();
}

export async function insertAttestation(
  db: Kysely<DB>,
  attestation: Omit<AttestationRow, 'ended_at' | 'end_reason'>,
): Promise<void> {
  await db
    .insertInto('training_attestations')
    .values({ ...attestation, ended_at: null, end_reason: null })
    .execute();
}
