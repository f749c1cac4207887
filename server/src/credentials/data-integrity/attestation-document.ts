/**
 * A team's training attestation as a W3C Verifiable Credential 2.0 document
 * (docs/decisions/044-training-attestation.md): issued by the programme that trained the dog, it attests
 * that the dog was individually trained to perform tasks for its handler and passed a public access test
 * conducted by the trainer it names. The team is named as on the card; nothing of the handler's
 * disability and no contact data is in it, and kinds of task only where the handler chose to name them.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { trainingAttestationSchema } from '#common/api-schemas';
import { STATUS_PURPOSES } from '#common/credential';
import type { AttestationClaims } from '../../lifecycle/attestations';
import { registrationAddress } from '../credential-service';
import { statusListEntry, type DocumentIssuer } from './card-document';
import { CREDENTIALS_V2_CONTEXT_URL, serviceDogContextUrl, trainingContextUrl } from './json-ld-contexts';

export type TrainingAttestation = z.output<typeof trainingAttestationSchema>;

/** What the programme attests, in the document's own words. */
export const TRAINING_STATEMENT = 'This dog was individually trained to perform tasks for its handler.';

/** One id per attestation however often it is fetched, as a card's (card-document.ts). */
function attestationId(did: string, statusIndex: number): string {
  const hex = createHash('sha256').update(`${did} training attestation ${statusIndex}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface IssuedAttestation {
  claims: AttestationClaims;
  statusIndex: number;
  issuedAt: string;
  dogId: string;
}

/** The unsigned document; `issuer` is the programme's identity and name. */
export function trainingAttestation(
  { claims, statusIndex, issuedAt, dogId }: IssuedAttestation,
  issuer: DocumentIssuer,
): TrainingAttestation {
  const { did, publicBaseUrl, registryName } = issuer;
  return {
    '@context': [CREDENTIALS_V2_CONTEXT_URL, serviceDogContextUrl(publicBaseUrl), trainingContextUrl(publicBaseUrl)],
    id: attestationId(did, statusIndex),
    type: ['VerifiableCredential', 'TrainingAttestationCredential'],
    issuer: { id: did, name: registryName },
    validFrom: issuedAt,
    ...(claims.nextDue ? { validUntil: `${claims.nextDue}T23:59:59.999Z` } : {}),
    credentialSubject: {
      id: registrationAddress(publicBaseUrl, dogId),
      type: 'ServiceDogTeam',
      dogName: claims.dogName,
      handlerName: claims.handlerName,
      registryNumber: claims.registryNumber,
      individuallyTrained: true,
      trainingStatement: TRAINING_STATEMENT,
      publicAccessTestPassedOn: claims.testedOn,
      ...(claims.nextDue ? { nextTestDue: claims.nextDue } : {}),
      ...(claims.evaluatorName ? { testedBy: claims.evaluatorName } : {}),
      testedByTrainerId: claims.evaluatorId,
      ...(claims.taskCategories?.length ? { taskCategories: claims.taskCategories } : {}),
    },
    credentialStatus: STATUS_PURPOSES.map((purpose) => statusListEntry(publicBaseUrl, purpose, statusIndex)),
  };
}
