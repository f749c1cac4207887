/**
 * Every programme's registry-number prefix, for the look-up by number (docs/decisions/041-programmes.md):
 * kept in memory, since the look-up is the registry's busiest read and programmes change only from the
 * command line; a number none of them parses asks the database once more, so a programme made a moment
 * ago is found at once.
 */
import type { Kysely } from 'kysely';
import { parseRegistrySequence } from '#common/registry-number';
import type { DB } from '../db/schema';

const known = new WeakMap<Kysely<DB>, string[]>();

async function readPrefixes(db: Kysely<DB>, registryPrefix: string): Promise<string[]> {
  const rows = await db.selectFrom('programmes').select(['prefix', 'is_default']).execute();
  // The default programme's prefix is REGISTRY_PREFIX (its column is empty).
  const prefixes = rows.map((row) => (row.is_default === 1 ? registryPrefix : (row.prefix ?? registryPrefix)));
  known.set(db, prefixes);
  return prefixes;
}

/** The counter a typed number names, with any programme's prefix, or null when it names none. */
export async function sequenceOfAnyProgramme(
  db: Kysely<DB>,
  registryNumber: string,
  registryPrefix: string,
): Promise<number | null> {
  const cached = known.get(db);
  const sequence = cached ? parseRegistrySequence(registryNumber, cached) : null;
  if (sequence !== null) return sequence;
  return parseRegistrySequence(registryNumber, await readPrefixes(db, registryPrefix));
}
