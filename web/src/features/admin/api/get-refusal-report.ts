import { useQuery } from '@tanstack/react-query';
import type { RefusalReport } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';

/** The programme's refusal counts (docs/decisions/048-refusal-log.md); each under 10 comes withheld, as null. */
export function useRefusalReport() {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'refusal-report'],
    queryFn: () => apiFetch<RefusalReport>('/api/admin/refusals/report'),
  });
}

/** The same report as CSV, downloaded by the browser with the session's cookie. */
export const REFUSAL_REPORT_CSV = '/api/admin/refusals/report.csv';
