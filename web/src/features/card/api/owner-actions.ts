/** The owner link's actions (or staff acting for the handler); each answers with the updated full record. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSaved, RegistrationFullView, LookupLog, TrainingLogEntry } from '#common/api';
import type { ContactUpdate, RenewalRequest, TaskCategoriesChoice } from '#common/owner-link-schemas';
import { apiFetch, sendJson } from '../../../lib/api-client';

function ownerPath(id: string, action: string, ownerKey: string | null): string {
  return `/api/dogs/${encodeURIComponent(id)}/${action}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`;
}

/**
 * A mutation whose answer replaces the record the card page shows. The page's own read adds what a change's
 * answer does not carry (the signing programme, whether the training attestation stands): those stay.
 */
function useOwnerAction<T, R extends RegistrationFullView = RegistrationFullView>(
  id: string,
  ownerKey: string | null,
  send: (input: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (dog) =>
      queryClient.setQueryData(['dog', id, ownerKey], (shown: RegistrationFullView | undefined) => ({
        ...shown,
        ...dog,
      })),
  });
}

export const useUpdateContact = (id: string, ownerKey: string | null) =>
  useOwnerAction(id, ownerKey, (contact: ContactUpdate) =>
    sendJson<ContactSaved>('PATCH', ownerPath(id, 'contact', ownerKey), contact),
  );

export const useRenew = (id: string, ownerKey: string | null) =>
  useOwnerAction(id, ownerKey, (renewal: RenewalRequest) =>
    sendJson<RegistrationFullView>('POST', ownerPath(id, 'renewal', ownerKey), renewal),
  );

export const useReplaceCard = (id: string, ownerKey: string | null) =>
  useOwnerAction(id, ownerKey, () =>
    sendJson<RegistrationFullView>('POST', ownerPath(id, 'replacement-card', ownerKey)),
  );

export const useSetTaskCategories = (id: string, ownerKey: string | null) =>
  useOwnerAction(id, ownerKey, (choice: TaskCategoriesChoice) =>
    sendJson<RegistrationFullView>('PATCH', ownerPath(id, 'task-categories', ownerKey), choice),
  );

/** Visitors' look-ups per month, for the handler's verification log. */
export const useLookupLog = (id: string, ownerKey: string | null) =>
  useQuery({
    queryKey: ['dog-lookups', id, ownerKey],
    queryFn: () =>
      apiFetch<LookupLog>(
        `/api/dogs/${encodeURIComponent(id)}/lookups${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
      ),
  });

/** The team's training log, which the programme's staff keep: the handler reads it here. */
export const useOwnerTrainingLog = (id: string, ownerKey: string | null) =>
  useQuery({
    queryKey: ['dog-training-log', id, ownerKey],
    queryFn: () => apiFetch<{ items: TrainingLogEntry[] }>(ownerPath(id, 'training-log', ownerKey)),
  });
