import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RegistrationListQuery } from '#common/staff-schemas';
import type { StaffRegistrationList } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch, apiFetchFile, type FetchedFile } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

function getDogs(query: RegistrationListQuery): Promise<StaffRegistrationList> {
  return apiFetch<StaffRegistrationList>(`/api/admin/dogs?${toQueryString(query)}`);
}

/** One page of records; the previous page stays on screen while the next loads. */
export function useDogs(query: RegistrationListQuery) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'dogs', query],
    queryFn: () => getDogs(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * The CSV of every record matching the search and status. Fetched rather than linked: the server may ask
 * for the second factor again first (components/second-factor/confirm-identity), which a link cannot show.
 */
export function exportRegistrations(search: string, status: string): Promise<FetchedFile> {
  return apiFetchFile(`/api/admin/dogs/export?${toQueryString({ search, status })}`, 'text/csv');
}
