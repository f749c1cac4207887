/** A team's public access tests: the list, and recording one (which answers with the updated record). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_MESSAGES } from '#common/staff-messages';
import type { AccessTestInput } from '#common/staff-schemas';
import type { AccessTest, StaffRegistrationDetail } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch, sendJson } from '../../../lib/api-client';

const testsPath = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}/access-tests`;

export function useAccessTests(id: string) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'dog', id, 'access-tests'],
    queryFn: () => apiFetch<{ items: AccessTest[] }>(testsPath(id)),
  });
}

export function useRecordAccessTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { signedOutNotice: STAFF_MESSAGES.signedOutRecordingTest },
    mutationFn: (test: AccessTestInput) => sendJson<StaffRegistrationDetail>('POST', testsPath(id), test),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_SCOPE, 'dog', id] }),
  });
}
