import { useQuery } from '@tanstack/react-query';
import { trainingAttestationUrl } from '#common/credential-document';
import type { TaskCategory } from '#common/task-categories';
import { apiFetch } from '../../../lib/api-client';

/** What the letter reads of the signed attestation (common/api-schemas.ts, trainingAttestationSchema). */
export interface AttestationFacts {
  issuer: { id: string };
  credentialSubject: {
    publicAccessTestPassedOn: string;
    nextTestDue?: string;
    testedBy?: string;
    testedByTrainerId: string;
    taskCategories?: TaskCategory[];
  };
}

/** The team's signed training attestation, for the owner link's key or a staff session; a 409 when none stands. */
export function useTrainingAttestation(id: string | undefined, ownerKey: string | null) {
  return useQuery({
    queryKey: ['training-attestation', id, ownerKey],
    queryFn: () => apiFetch<AttestationFacts>(trainingAttestationUrl(id ?? '', ownerKey)),
    enabled: Boolean(id),
    retry: false,
  });
}
