/** A team of the programme as trainers reach it (docs/decisions/046-trainer-accounts.md): found by number, tested, trained. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamSummary } from '#common/api';
import type { AccessTestInput, TrainingLogEntryInput } from '#common/staff-schemas';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { ADMIN_SCOPE } from '../../../api/session';
import { MESSAGES } from '#common/messages';
import { apiFetch, ApiRequestError, sendJson } from '../../../lib/api-client';

const teamKey = (number: string) => [...ADMIN_SCOPE, 'team', number] as const;
const teamPath = (id: string, part: string) => `/api/admin/teams/${encodeURIComponent(id)}/${part}`;

/** The team with this registry number; nothing is asked while no number is given. */
export function useTeam(number: string) {
  return useQuery({
    queryKey: teamKey(number),
    queryFn: () => apiFetch<TeamSummary>(`/api/admin/teams?number=${encodeURIComponent(number)}`),
    enabled: number !== '',
    retry: false,
  });
}

/** Records a test or logs training on the team; the answer is the team as it now stands. */
function useTeamChange<T>(number: string, send: (id: string, input: T) => Promise<TeamSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { signedOutNotice: STAFF_MESSAGES.signedOutRecordingTest },
    mutationFn: ({ id, input }: { id: string; input: T }) => send(id, input),
    onSuccess: (team) => queryClient.setQueryData(teamKey(number), team),
  });
}

export const useRecordTeamTest = (number: string) =>
  useTeamChange<AccessTestInput>(number, (id, test) =>
    sendJson<TeamSummary>('POST', teamPath(id, 'access-tests'), test),
  );

export const useLogTeamTraining = (number: string) =>
  useTeamChange<TrainingLogEntryInput>(number, (id, entry) =>
    sendJson<TeamSummary>('POST', teamPath(id, 'training-log'), entry),
  );

/** What the server said when it refused (a number no team of the programme has, a listing not current), or a generic error. */
export function refusal(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : MESSAGES.genericError;
}
