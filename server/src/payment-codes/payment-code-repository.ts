/** All SQL on payment codes. */
import { sql, type Kysely } from 'kysely';
import type { Page } from '#common/api';
import { normalizePaymentCode } from '#common/normalize';
import { containsPattern } from '../db/like-pattern';
import { paginate, type PageRequest } from '../db/paginate';
import type { DB } from '../db/schema';

/**
 * Whether a programme has the code, and whether it was used or voided: a code pays for its own
 * programme's registrations only, and another programme's is not found (docs/decisions/042-programme-isolation.md).
 */
export async function findPaymentCodeState(
  db: Kysely<DB>,
  code: string,
  programmeId: number,
): Promise<{ usedAt: string | null; voidedAt: string | null } | null> {
  const row = await db
    .selectFrom('payment_codes')
    .select(['used_at', 'voided_at'])
    .where('code', '=', normalizePaymentCode(code))
    .where('programme_id', '=', programmeId)
    .executeTakeFirst();
  return row ? { usedAt: row.used_at, voidedAt: row.voided_at } : null;
}

/**
 * Marks the programme's code used by this record; false when another registration took it first, it
 * was voided, or the programme has no such code.
 */
export async function consumePaymentCode(
  db: Kysely<DB>,
  code: string,
  use: { dogId: string; programmeId: number },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_codes')
    .set({ used_at: at, used_by_dog_id: use.dogId })
    .where('code', '=', normalizePaymentCode(code))
    .where('programme_id', '=', use.programmeId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertPaymentCodes(
  db: Kysely<DB>,
  codes: readonly string[],
  {
    note,
    at,
    programmeId,
    isSample = false,
  }: { note: string | null; at: string; programmeId: number; isSample?: boolean },
): Promise<void> {
  await db
    .insertInto('payment_codes')
    .values(
      codes.map((code) => ({
        code,
        note,
        created_at: at,
        programme_id: programmeId,
        ...(isSample ? { is_sample: 1 } : {}),
      })),
    )
    .execute();
}

/** False unless the programme has the code, unused and not already void. */
export async function voidPaymentCode(db: Kysely<DB>, code: string, programmeId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_codes')
    .set({ voided_at: at })
    .where('code', '=', normalizePaymentCode(code))
    .where('programme_id', '=', programmeId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** One programme's codes, newest first, each with the record that used it; search looks in the code and the note. */
export function listPaymentCodes(db: Kysely<DB>, programmeId: number, request: PageRequest & { search: string }) {
  let query = db
    .selectFrom('payment_codes')
    .leftJoin('service_dogs', 'service_dogs.id', 'payment_codes.used_by_dog_id')
    .where('payment_codes.programme_id', '=', programmeId);
  if (request.search) {
    const pattern = containsPattern(request.search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(payment_codes.code)`, 'like', pattern), eb(sql`lower(payment_codes.note)`, 'like', pattern)]),
    );
  }
  return paginate(
    request,
    async () => (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query
        .select([
          'payment_codes.code',
          'payment_codes.note',
          'payment_codes.is_sample',
          'payment_codes.created_at',
          'payment_codes.used_at',
          'payment_codes.voided_at',
          'service_dogs.id as dog_id',
          'service_dogs.registry_number',
          'service_dogs.dog_name',
        ])
        .orderBy('payment_codes.created_at', 'desc')
        .orderBy('payment_codes.code')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}

export type PaymentCodeListRow = Awaited<ReturnType<typeof listPaymentCodes>> extends Page<infer Row> ? Row : never;

/** How many codes there are: one programme's, or every programme's when it is null. */
export async function countPaymentCodes(
  db: Kysely<DB>,
  programmeId: number | null,
  { sampleOnly = false } = {},
): Promise<number> {
  let query = db.selectFrom('payment_codes').select((eb) => eb.fn.countAll<number>().as('n'));
  if (programmeId !== null) query = query.where('programme_id', '=', programmeId);
  if (sampleOnly) query = query.where('is_sample', '=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Removes the unused sample codes. Used ones stay, so the record that used one still shows where it
 * came from; they are no longer sample data.
 */
export async function removeSampleCodes(db: Kysely<DB>, programmeId: number): Promise<number> {
  const removed = await db
    .deleteFrom('payment_codes')
    .where('is_sample', '=', 1)
    .where('programme_id', '=', programmeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  await db.updateTable('payment_codes').set({ is_sample: 0 }).where('is_sample', '=', 1).execute();
  return Number(removed.numDeletedRows);
}
