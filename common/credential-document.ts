/**
 * Where the registry publishes the second form of a card: a W3C Verifiable Credential 2.0 document
 * secured with a Data Integrity proof (eddsa-rdfc-2022), which verifiers other than ours can check
 * (docs/decisions/031-verifiable-credential-data-integrity.md). The compact JWS in the QR code
 * (credential.ts) is unchanged; these are the addresses of the document form and what it refers to.
 */
// Types only: the web app imports this file, and credential.ts would bring the JWT verifier with it.
import type { StatusPurpose } from './credential';
import { programmePath } from './programme-path';

/** The registry's DID document (did:web of its host), listing the keys that may sign documents. */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';
/** A programme's DID document, where did:web resolves `did:web:<host>:p:<slug>` (decision 043). */
export const programmeDidDocumentPath = (slug: string) => `${programmePath(slug)}/did.json`;

/** The registry's own JSON-LD terms (dog name, breed, …), served here and bundled with the server. */
export const SERVICE_DOG_CONTEXT_PATH = '/contexts/service-dog/v1';
/** The terms a training attestation adds (docs/decisions/044-training-attestation.md). */
export const TRAINING_CONTEXT_PATH = '/contexts/training-attestation/v1';
/** A status list as a Data Integrity credential, beside the signed JWT at statusListPath(purpose), with the same bits. */
export const statusListDocumentPath = (purpose: StatusPurpose) => `/credentials/status/${purpose}.json`;

/**
 * `https://registry.example.org` → `did:web:registry.example.org`; a port is percent-encoded
 * (`did:web:localhost%3A3000`). Only the host counts: the registry serves its DID document at its root.
 * Resolvers fetch the document over https, so an http address makes a DID only our tests resolve.
 */
export function didWebOf(publicBaseUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicBaseUrl).host)}`;
}

/** A programme's DID: the registry's own for the default programme (no slug), `did:web:<host>:p:<slug>` for another. */
export function programmeDidWeb(publicBaseUrl: string, slug?: string): string {
  return slug === undefined ? didWebOf(publicBaseUrl) : `${didWebOf(publicBaseUrl)}:p:${encodeURIComponent(slug)}`;
}

/** The current card's credential document, for the owner link (its `key`) or a staff session. */
export function credentialDocumentUrl(dogId: string, ownerKey: string | null): string {
  const key = ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : '';
  return `/api/dogs/${encodeURIComponent(dogId)}/credential.json${key}`;
}

/** A team's training attestation document, for the owner link (its `key`) or a staff session. */
export function trainingAttestationUrl(dogId: string, ownerKey: string | null): string {
  const key = ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : '';
  return `/api/dogs/${encodeURIComponent(dogId)}/training-attestation.json${key}`;
}
