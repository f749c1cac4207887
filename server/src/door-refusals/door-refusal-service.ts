/**
 * The refusals a handler logs (docs/decisions/048-refusal-log.md): stored once whatever the phone resends,
 * read and deleted through the owner link alone, and counted for the programme with every count under
 * REPORT_PRIVACY_FLOOR withheld.
 */
import type { Kysely } from 'kysely';
import type { Refusal, RefusalReport } from '#common/api';
import { REPORT_PRIVACY_FLOOR, type RefusalInput } from '#common/door-refusals';
import type { DB, RegistrationRow } from '../db/schema';
import { ApiError, notFound } from '../lib/api-error';
import {
  deleteRefusal,
  findRefusal,
  insertRefusal,
  listRefusals,
  markComplaintDrafted,
  refusalCounts,
  type RefusalRow,
} from './door-refusal-repository';

export function presentRefusal(row: RefusalRow): Refusal {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    placeName: row.place_name,
    placeKind: row.place_kind as Refusal['placeKind'],
    events: JSON.parse(row.events) as Refusal['events'],
    notes: row.notes,
    complaintDrafted: row.complaint_drafted_at !== null,
  };
}

export async function refusalsOf(db: Kysely<DB>, dog: RegistrationRow): Promise<Refusal[]> {
  return (await listRefusals(db, dog.id)).map(presentRefusal);
}

const refusalMissing = () => notFound('refusals.errNotFound');

/** Stores the refusal under the id the phone gave it; sent again, it is stored once. Whether it was new. */
export async function logRefusal(
  db: Kysely<DB>,
  dog: RegistrationRow,
  id: string,
  input: RefusalInput,
  now = new Date(),
): Promise<{ created: boolean; refusal: Refusal }> {
  const row: RefusalRow = {
    id,
    dog_id: dog.id,
    programme_id: dog.programme_id,
    occurred_at: new Date(input.occurredAt).toISOString(),
    place_name: input.placeName,
    place_kind: input.placeKind,
    events: JSON.stringify(input.events),
    notes: input.notes,
    created_at: now.toISOString(),
    complaint_drafted_at: null,
  };
  const created = await insertRefusal(db, row);
  const stored = created ? row : await findRefusal(db, id);
  // Another record's id (which no phone would choose): refused, and nothing of it said.
  if (!stored || stored.dog_id !== dog.id) throw new ApiError(409, 'REFUSAL_ID_TAKEN', 'refusals.errIdTaken');
  return { created, refusal: presentRefusal(stored) };
}

export async function forgetRefusal(db: Kysely<DB>, dog: RegistrationRow, id: string): Promise<void> {
  if (!(await deleteRefusal(db, dog.id, id))) throw refusalMissing();
}

/** The handler drafted a complaint from it: the programme's report counts the share that did. */
export async function complaintDrafted(db: Kysely<DB>, dog: RegistrationRow, id: string, now = new Date()) {
  const found = await findRefusal(db, id);
  if (!found || found.dog_id !== dog.id) throw refusalMissing();
  await markComplaintDrafted(db, dog.id, id, now.toISOString());
  return presentRefusal((await findRefusal(db, id))!);
}

/** A count as the report shows it: under the floor, withheld (null: "fewer than 10"). */
const shown = (count: number) => (count < REPORT_PRIVACY_FLOOR ? null : count);

/**
 * The programme's refusals by month and kind of place, with the share that became complaints. A count
 * under the floor is withheld, and so is a share computed from one, so no small number can be worked out.
 */
export async function refusalReport(db: Kysely<DB>, programmeId: number): Promise<RefusalReport> {
  const cells = await refusalCounts(db, programmeId);
  const rows = cells.map((cell) => ({
    month: cell.month,
    placeKind: cell.placeKind as RefusalReport['rows'][number]['placeKind'],
    refusals: shown(cell.refusals),
    complaints: shown(cell.complaints),
    complaintShare:
      cell.refusals < REPORT_PRIVACY_FLOOR || cell.complaints < REPORT_PRIVACY_FLOOR
        ? null
        : Math.round((cell.complaints / cell.refusals) * 100),
  }));
  const total = cells.reduce((sum, cell) => sum + cell.refusals, 0);
  const complaints = cells.reduce((sum, cell) => sum + cell.complaints, 0);
  return {
    privacyFloor: REPORT_PRIVACY_FLOOR,
    rows,
    total: shown(total),
    complaints: shown(complaints),
    complaintShare:
      total < REPORT_PRIVACY_FLOOR || complaints < REPORT_PRIVACY_FLOOR ? null : Math.round((complaints / total) * 100),
  };
}
