/** The dashboard's search and status filter, parsed once per request into what the SQL needs. */
import type { RegistrationListQuery } from '#common/staff-schemas';
import { parseRegistrySequence } from '#common/registry-number';
import { EXPIRING_WITHIN_DAYS, type RegistrationStatus } from '#common/constants';
import { containsPattern } from '../db/like-pattern';

export interface RegistrationFilter {
  /** The staff member's programme, or null when it holds every record (programmes/programme-scope.ts). */
  programmeId: number | null;
  /** The stored status: `active` for each of the dates' views. */
  status: RegistrationStatus | 'all';
  /**
   * For `active`, `expiring` and `expired`: the stored status is active, and its valid-through date is
   * from `from` (inclusive) to `before` (exclusive); null bounds are open.
   */
  dates: { from: string | null; before: string | null } | null;
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

/** The dates each view of an active registration covers, at `now` (common/lifecycle.ts: hasRunOut). */
export function datesOf(status: RegistrationListQuery['status'], now: Date): RegistrationFilter['dates'] {
  const at = now.toISOString();
  switch (status) {
    case 'active':
      return { from: at, before: null };
    case 'expiring':
      return { from: at, before: new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000).toISOString() };
    case 'expired':
      return { from: null, before: at };
    default:
      return null;
  }
}

export function parseRegistrationFilter(
  query: Pick<RegistrationListQuery, 'search' | 'status'>,
  registryPrefix: string,
  programmeId: number | null,
  now = new Date(),
): RegistrationFilter {
  return {
    programmeId,
    status: query.status === 'expiring' || query.status === 'expired' ? 'active' : query.status,
    dates: datesOf(query.status, now),
    search: query.search
      ? {
          text: query.search.toLowerCase(),
          pattern: containsPattern(query.search),
          sequence: parseRegistrySequence(query.search, registryPrefix),
        }
      : null,
  };
}
