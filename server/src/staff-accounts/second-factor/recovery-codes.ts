/**
 * Ten one-time recovery codes per staff member, for a lost phone or key: shown once, stored as
 * SHA-256 hashes (50 random bits each, and every guess is throttled like a sign-in), each usable once.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one misreads on paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

function codeHash(adminId: string, code: string): string {
  return sha256(`${adminId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}

/** Replaces an admin's codes with ten new ones and returns them, the only time they are seen. */
export async function replaceRecoveryCodes(db: Kysely<DB>, adminId: string, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: codeHash(adminId, code),
        admin_id: adminId,
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Marks the code used and answers true, once; a wrong or used code answers false. */
export async function useRecoveryCode(
  db: Kysely<DB>,
  adminId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (code.length > 40) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('code_hash', '=', codeHash(adminId, code))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<DB>, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
