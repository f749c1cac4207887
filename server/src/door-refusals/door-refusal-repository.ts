/** All SQL on the refusals handlers log (migration 0028). */
import { sql, type Kysely } from 'kysely';
import type { DB, DoorRefusalsTable } from '../db/schema';

export type RefusalRow = DoorRefusalsTable;

export function listRefusals(db: Kysely<DB>, dogId: string): Promise<RefusalRow[]> {
  return db
    .selectFrom('door_refusals')
    .selectAll()
    .where('dog_id', '=', dogId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findRefusal(db: Kysely<DB>, id: string): Promise<RefusalRow | null> {
  return (await db.selectFrom('door_refusals').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Stores it unless a refusal with its id exists (a phone sending again); whether it was new. */
export async function insertRefusal(db: Kysely<DB>, row: RefusalRow): Promise<boolean> {
  const result = await db
    .insertInto('door_refusals')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function deleteRefusal(db: Kysely<DB>, dogId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('door_refusals')
    .where('id', '=', id)
    .where('dog_id', '=', dogId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function markComplaintDrafted(db: Kysely<DB>, dogId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('door_refusals')
    .set({ complaint_drafted_at: at })
    .where('id', '=', id)
    .where('dog_id', '=', dogId)
    .where('complaint_drafted_at', 'is', null)
    .execute();
}

export interface ReportCell {
  month: string;
  placeKind: string;
  refusals: number;
  complaints: number;
}

/** A programme's refusals by month (UTC, of when they happened) and kind of place, with how many became complaints. */
export async function refusalCounts(db: Kysely<DB>, programmeId: number): Promise<ReportCell[]> {
  const month = sql<string>`substr(occurred_at, 1, 7)`;
  const rows = await db
    .selectFrom('door_refusals')
    .select((eb) => [
      month.as('month'),
      'place_kind',
      eb.fn.countAll<number>().as('refusals'),
      eb.fn.count<number>('complaint_drafted_at').as('complaints'),
    ])
    .where('programme_id', '=', programmeId)
    .groupBy([month, 'place_kind'])
    .orderBy(month, 'desc')
    .orderBy('place_kind')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    placeKind: row.place_kind,
    refusals: Number(row.refusals),
    complaints: Number(row.complaints),
  }));
}
