/**
 * Sample data so a fresh install can be tried at once: one trainer and ten single-use payment
 * codes, marked `is_sample` so the admin screens can show and remove them. Never in production.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const SAMPLE_TRAINER_LICENSE = 'DEMO-12345';
export const SAMPLE_PAYMENT_CODES = Array.from({ length: 10 }, (_, i) => `DEMO-${String(i + 1).padStart(4, '0')}`);

async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const [trainer, code, dog] = await Promise.all([
    db.selectFrom('trainers').select('license_number').limit(1).executeTakeFirst(),
    db.selectFrom('payment_codes').select('code').limit(1).executeTakeFirst(),
    db.selectFrom('service_dogs').select('id').limit(1).executeTakeFirst(),
  ]);
  return !trainer && !code && !dog;
}

/** Seeds an empty database; returns whether it did. */
export async function seedSampleData(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const at = now.toISOString();
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 2);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('trainers')
      .values({
        license_number: SAMPLE_TRAINER_LICENSE,
        name: 'Sample Trainer (demo data)',
        organization: 'Sample Training Program (demo data)',
        credential_id: 'DEMO-CRED-0001',
        status: 'active',
        certified_on: at.slice(0, 10),
        expires_on: expires.toISOString().slice(0, 10),
        is_sample: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('payment_codes')
      .values(
        SAMPLE_PAYMENT_CODES.map((code) => ({ code, note: 'Sample code (demo data)', is_sample: 1, created_at: at })),
      )
      .execute();
  });
  return true;
}
