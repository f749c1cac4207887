import type { Kysely } from 'kysely';
import type { DB, TrainerRow } from '../db/schema';

export function normalizeLicenseNumber(license: string): string {
  return license.trim().toUpperCase().replace(/\s+/g, '');
}

/** A trainer whose license the public flow accepts: present, active and not past its expiry date. */
export async function findActiveTrainer(db: Kysely<DB>, license: string, now = new Date()): Promise<TrainerRow | null> {
  const today = now.toISOString().slice(0, 10);
  const row = await db
    .selectFrom('trainers')
    .selectAll()
    .where('license_number', '=', normalizeLicenseNumber(license))
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .executeTakeFirst();
  return row ?? null;
}
