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
  /** Its fee; 0: it charges none, and its registrations ask for no payment code (issue 52). */
  feeCents: number;
}

const chosen = (row: Parameters<typeof programmeProfile>[0], settings: ProgrammeSettings): ChosenProgramme => {
  const profile = programmeProfile(row, settings);
  return { id: row.id, prefix: profile.prefix, feeCents: profile.feeCents };
};

export async function chooseProgramme(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
  slug: string | undefined,
): Promise<{ programme: ChosenProgramme } | { problem: ApiMessage; reason: string }> {
  if (slug) {
    const row = await findProgrammeBySlug(db, slug);
    if (!row) return { problem: MESSAGES.programmeUnknown, reason: 'PROGRAMME_NOT_FOUND' };
    return { programme: chosen(row, settings) };
  }
  const rows = await db.selectFrom('programmes').selectAll().orderBy('id').limit(2).execute();
  if (rows.length !== 1) return { problem: MESSAGES.programmeRequired, reason: 'PROGRAMME_REQUIRED' };
  return { programme: chosen(rows[0]!, settings) };
}
