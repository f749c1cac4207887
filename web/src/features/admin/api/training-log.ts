/** A team's training log: the list, and logging a session. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrainingLogEntry } from '#common/api';
import type { TrainingLogEntryInput } from '#common/staff-schemas';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch, sendJson } from '../../../lib/api-client';

const logPath = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}/training-log`;

export function useTrainingLog(id: string) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'dog', id, 'training-log'],
    queryFn: () => apiFetch<{ items: TrainingLogEntry[] }>(logPath(id)),
  });
}

export function useLogTraining(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TrainingLogEntryInput) => sendJson<TrainingLogEntry>('POST', logPath(id), entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_SCOPE, 'dog', id, 'training-log'] }),
  });
}
