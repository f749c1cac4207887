/**
 * A card as a W3C Verifiable Credential 2.0 document: what its QR code's claims say, in the registry's
 * own terms, with one BitstringStatusListEntry per status list (revocation, suspension, refresh) at the
 * card's own index. No contact data: the handler is named as on the card, first name and initial.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { cardDocumentSchema } from '#common/api-schemas';
import { STATUS_PURPOSES, type StatusPurpose } from '#common/credential';
import { statusListDocumentPath } from '#common/credential-document';
import type { StoredClaims } from '../../lifecycle/card-face';
import { registrationAddress } from '../credential-service';
import { CREDENTIALS_V2_CONTEXT_URL, serviceDogContextUrl } from './json-ld-contexts';

/** The unsigned document, as its schema (common/api-schemas.ts) describes it to the API's readers. */
export type CardDocument = z.output<typeof cardDocumentSchema>;
export type StatusListEntry = CardDocument['credentialStatus'][number];

export interface DocumentIssuer {
  did: string;
  publicBaseUrl: string;
  registryName: string;
}

const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * The same id for every download of the same card (a name-based UUID, version 8, from the DID and the
 * card's status index, which no other card ever has): the card is one credential, however often fetched.
 */
export function cardDocumentId(did: string, statusIndex: number): string {
  const hex = createHash('sha256').update(`${did} card ${statusIndex}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function statusListEntry(publicBaseUrl: string, purpose: StatusPurpose, statusIndex: number): StatusListEntry {
  const list = `${publicBaseUrl}${statusListDocumentPath(purpose)}`;
  return {
    id: `${list}#${statusIndex}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: purpose,
    statusListIndex: String(statusIndex),
    statusListCredential: list,
  };
}

/** The unsigned document of the card whose claims these are, for the registration `dogId`. */
export function cardDocument(claims: StoredClaims, dogId: string, issuer: DocumentIssuer): CardDocument {
  const { did, publicBaseUrl, registryName } = issuer;
  return {
    '@context': [CREDENTIALS_V2_CONTEXT_URL, serviceDogContextUrl(publicBaseUrl)],
    id: cardDocumentId(did, claims.sl),
    type: ['VerifiableCredential', 'ServiceDogCredential'],
    issuer: { id: did, name: registryName },
    validFrom: isoTime(claims.iat),
    validUntil: isoTime(claims.exp),
    credentialSubject: {
      id: registrationAddress(publicBaseUrl, dogId),
      type: 'ServiceDogTeam',
      dogName: claims.n,
      breed: claims.b,
      handlerName: claims.h,
      registryNumber: claims.sub,
      ...(claims.s ? { serviceType: claims.s } : {}),
    },
    credentialStatus: STATUS_PURPOSES.map((purpose) => statusListEntry(publicBaseUrl, purpose, claims.sl)),
  };
}
