import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPaymentCode, Page } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

function getPaymentCodes(page: number, search: string): Promise<Page<StaffPaymentCode>> {
  return apiFetch<Page<StaffPaymentCode>>(`/api/admin/payment-codes?${toQueryString({ page, search })}`);
}

export function usePaymentCodes(page: number, search: string) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'payment-codes', page, search],
    queryFn: () => getPaymentCodes(page, search),
    placeholderData: keepPreviousData,
  });
}
