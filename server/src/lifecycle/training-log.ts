/**
 * A team's training log (docs/decisions/045-access-test-checklist.md): sessions its programme's staff log,
 * read by them and by the handler through the owner link; nobody else sees it, and it goes with the record.
 */
import type { Kysely } from 'kysely';
import type { TrainingLogEntry } from '#common/api';
import { MESSAGES } from '#common/messages';
import type { TrainingLogEntryInput } from '#common/staff-schemas';
import type { SignedInStaff } from '../access/session-repository';
import type { DB, TrainingLogRow } from '../db/schema';
import { findRegistrationById } from './registration-repository';
import { notFound } from '../lib/api-error';
import { randomToken } from '../lib/tokens';

export function presentTrainingLogEntry(row: TrainingLogRow): TrainingLogEntry {
  return {
    id: row.id,
    loggedOn: row.logged_on,
    hours: Number(row.minutes) / 60,
    skills: row.skills,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at,
  };
}

export function listTrainingLog(db: Kysely<DB>, dogId: string): Promise<TrainingLogRow[]> {
  return db
    .selectFrom('training_log')
    .selectAll()
    .where('dog_id', '=', dogId)
    .orderBy('logged_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .execute();
}

export async function logTraining(
  db: Kysely<DB>,
  staff: SignedInStaff,
  dogId: string,
  entry: TrainingLogEntryInput,
): Promise<TrainingLogRow> {
  if (!(await findRegistrationById(db, dogId))) throw notFound(MESSAGES.dogNotFound);
  const row: TrainingLogRow = {
    id: randomToken(12),
    dog_id: dogId,
    logged_on: entry.loggedOn,
    minutes: Math.round(entry.hours * 60),
    skills: entry.skills,
    recorded_by: staff.email,
    recorded_at: new Date().toISOString(),
  };
  await db.insertInto('training_log').values(row).execute();
  return row;
}
