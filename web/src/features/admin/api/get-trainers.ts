import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffTrainer, Page } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

function getTrainers(page: number, search: string): Promise<Page<StaffTrainer>> {
  return apiFetch<Page<StaffTrainer>>(`/api/admin/trainers?${toQueryString({ page, search })}`);
}

export function useTrainers(page: number, search: string) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'trainers', page, search],
    queryFn: () => getTrainers(page, search),
    placeholderData: keepPreviousData,
  });
}
