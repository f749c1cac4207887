/**
 * Which records a staff member's lists hold: their programme's (docs/decisions/042-programme-isolation.md).
 * While no other programme holds a record, every record is theirs and the lists need no condition, so
 * a registry with one programme keeps the query plans measured in docs/PERFORMANCE.md.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface ProgrammeScope {
  programmeId: number;
  /** True when no other programme holds a record: a condition on the programme would select every row. */
  holdsEveryRecord: boolean;
}

export async function programmeScope(db: Kysely<DB>, programmeId: number): Promise<ProgrammeScope> {
  const other = await db
    .selectFrom('dog_status_counts')
    .select('programme_id')
    .where('programme_id', '<>', programmeId)
    .where('n', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return { programmeId, holdsEveryRecord: other === undefined };
}

/** The programme a list's query must name, or null when it holds every record. */
export function programmeCondition(scope: ProgrammeScope): number | null {
  return scope.holdsEveryRecord ? null : scope.programmeId;
}
