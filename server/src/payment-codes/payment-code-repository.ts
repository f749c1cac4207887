import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export function normalizePaymentCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function isPaymentCodeAvailable(db: Kysely<DB>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_codes')
    .select('code')
    .where('code', '=', normalizePaymentCode(code))
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the code used by this record; false when another registration took it first or it was voided. */
export async function consumePaymentCode(db: Kysely<DB>, code: string, dogId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_codes')
    .set({ used_at: at, used_by_dog_id: dogId })
    .where('code', '=', normalizePaymentCode(code))
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
