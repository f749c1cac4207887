import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityEntry, Page } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

function getActivity(page: number): Promise<Page<ActivityEntry>> {
  return apiFetch<Page<ActivityEntry>>(`/api/admin/activity?${toQueryString({ page })}`);
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'activity', page],
    queryFn: () => getActivity(page),
    placeholderData: keepPreviousData,
  });
}
