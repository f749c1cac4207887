import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationFullView } from '#common/api';
import { sendJson } from '../../../lib/api-client';

/** The owner's (or staff's) choice of whether visitors see the service type. */
function setServiceTypeShown(
  id: string,
  ownerKey: string | null,
  showServiceType: boolean,
): Promise<RegistrationFullView> {
  const query = ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : '';
  return sendJson<RegistrationFullView>('PATCH', `/api/dogs/${encodeURIComponent(id)}/privacy${query}`, {
    showServiceType,
  });
}

export function useSetServiceTypeShown(id: string, ownerKey: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shown: boolean) => setServiceTypeShown(id, ownerKey, shown),
    onSuccess: (dog) => queryClient.setQueryData(['dog', id, ownerKey], dog),
  });
}
