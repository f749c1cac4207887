/**
 * Which programme a public registration (or a payment code's check) is for: the one its form chose by
 * slug, or, while the registry holds one programme, that one. With several, the form must choose
 * (docs/decisions/041-programmes.md).
 */
import type { Kysely } from 'kysely';
import { MESSAGES } from '#common/messages';
import type { DB } from '../db/schema';
import type { ApiMessage } from '../lib/words';
import { findProgrammeBySlug } from './programme-repository';
import { programmeProfile, type ProgrammeSettings } from './programme-service';

export interface ChosenProgramme {
  id: number;
  /** The prefix its registry numbers are made with. */
  prefix: string;
}

export async function chooseProgramme(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
  slug: string | undefined,
): Promise<{ programme: ChosenProgramme } | { problem: ApiMessage; reason: string }> {
  if (slug) {
    const row = await findProgrammeBySlug(db, slug);
    if (!row) return { problem: MESSAGES.programmeUnknown, reason: 'PROGRAMME_NOT_FOUND' };
    return { programme: { id: row.id, prefix: programmeProfile(row, settings).prefix } };
  }
  const rows = await db.selectFrom('programmes').selectAll().orderBy('id').limit(2).execute();
  if (rows.length !== 1) return { problem: MESSAGES.programmeRequired, reason: 'PROGRAMME_REQUIRED' };
  return { programme: { id: rows[0]!.id, prefix: programmeProfile(rows[0]!, settings).prefix } };
}
