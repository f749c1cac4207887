/** The dashboard's search and status filter, parsed once per request into what the SQL needs. */
import type { RegistrationListQuery } from '#common/staff-schemas';
import { parseRegistrySequence } from '#common/registry-number';
import { containsPattern } from '../db/like-pattern';

export interface RegistrationFilter {
  /** The staff member's programme, or null when it holds every record (programmes/programme-scope.ts). */
  programmeId: number | null;
  status: RegistrationListQuery['status'];
  /** Null when nothing was typed in the search box. */
  search: {
    /** What was typed, lower-cased: SQLite's trigram index finds it as a phrase (three characters or more). */
    text: string;
    /** A case-insensitive "contains" pattern for the dog's name, the handler's name and the number. */
    pattern: ReturnType<typeof containsPattern>;
    /** The registry sequence, when the text reads as a registry number ("sdr-0001", "1"). */
    sequence: number | null;
  } | null;
}

export function parseRegistrationFilter(
  query: Pick<RegistrationListQuery, 'search' | 'status'>,
  registryPrefix: string,
  programmeId: number | null,
): RegistrationFilter {
  return {
    programmeId,
    status: query.status,
    search: query.search
      ? {
          text: query.search.toLowerCase(),
          pattern: containsPattern(query.search),
          sequence: parseRegistrySequence(query.search, registryPrefix),
        }
      : null,
  };
}
