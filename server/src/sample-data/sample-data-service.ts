/**
 * Sample data so a fresh install can be tried at once: one trainer and ten single-use payment
 * codes, marked `is_sample` so the admin screens can show and remove them. Never in production.
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { byStaff } from '../access/actor';
import { recordActivity } from '../activity/activity-repository';
import type { SignedInStaff } from '../access/session-repository';
import { DEFAULT_PROGRAMME_ID, type DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { hasAnyRegistration } from '../lifecycle/registration-repository';
import { countPaymentCodes, insertPaymentCodes, removeSampleCodes } from '../payment-codes/payment-code-repository';
import { countTrainers, deleteSampleTrainers, insertTrainer } from '../trainers/trainer-repository';

export const SAMPLE_TRAINER_LICENSE = 'DEMO-12345';
export const SAMPLE_PAYMENT_CODES = Array.from({ length: 10 }, (_, i) => `DEMO-${String(i + 1).padStart(4, '0')}`);

async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const [trainers, codes, anyDog] = await Promise.all([
    countTrainers(db, null),
    countPaymentCodes(db, null),
    hasAnyRegistration(db),
  ]);
  return trainers === 0 && codes === 0 && !anyDog;
}

/** Seeds an empty database; returns whether it did. */
export async function seedSampleData(deps: TransactionDeps, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(deps.db))) return false;
  const at = now.toISOString();
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 2);
  await inTransaction(deps, async ({ db: trx }) => {
    await insertTrainer(
      trx,
      SAMPLE_TRAINER_LICENSE,
      {
        name: 'Sample Trainer (demo data)',
        organization: 'Sample Training Program (demo data)',
        credential_id: 'DEMO-CRED-0001',
        status: 'active',
        certified_on: at.slice(0, 10),
        expires_on: expires.toISOString().slice(0, 10),
        is_sample: 1,
        programme_id: DEFAULT_PROGRAMME_ID,
      },
      at,
    );
    await insertPaymentCodes(trx, SAMPLE_PAYMENT_CODES, {
      note: 'Sample code (demo data)',
      at,
      isSample: true,
      programmeId: DEFAULT_PROGRAMME_ID,
    });
  });
  return true;
}

/** Removes the staff member's programme's sample trainer and unused sample payment codes. */
export async function removeSampleData(
  deps: TransactionDeps,
  admin: SignedInStaff,
): Promise<{ paymentCodes: number; trainers: number }> {
  const removed = await inTransaction(deps, async ({ db: trx }) => ({
    paymentCodes: await removeSampleCodes(trx, admin.programmeId),
    trainers: await deleteSampleTrainers(trx, admin.programmeId),
  }));
  await recordActivity(deps.db, {
    action: ACTIVITY_ACTIONS.sampleDataRemoved,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: removed,
    at: new Date().toISOString(),
  });
  return removed;
}
