/**
 * The registry as a did:web (https://w3c-ccg.github.io/did-method-web/): its DID is made from the host
 * of its public address, and its DID document, served at /.well-known/did.json, lists the signing keys
 * that may sign credential documents. They are the keys of the JWK Set, the same key material under
 * another name; a retired key is left out, so nothing it signed verifies any more.
 */
import type { JSONWebKeySet } from 'jose';
import type { z } from 'zod';
import type { didDocumentSchema } from '#common/api-schemas';
import type { RegistryJwk } from '#common/credential';
import { multikeyLibrary } from './lazy-libraries';

export { didWebOf } from '#common/credential-document';

export const DID_CONTEXT_URL = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT_URL = 'https://w3id.org/security/multikey/v1';

export type DidDocument = z.output<typeof didDocumentSchema>;

/** The id of a key in the DID document: the DID, and the key's id in the JWK Set as the fragment. */
export const verificationMethodId = (did: string, kid: string) => `${did}#${kid}`;

/** Keys that still vouch for what they signed: not retired (a compromised key is retired too). */
function inForce(key: RegistryJwk): boolean {
  return key.retired_at === undefined && key.compromised_since === undefined && typeof key.kid === 'string';
}

/**
 * The DID document: every key in force, newest first, each allowed to sign credentials
 * (`assertionMethod`). The DID context comes first: verifiers then read it as plain JSON.
 */
export async function didDocument(did: string, jwks: JSONWebKeySet): Promise<DidDocument> {
  const keys = (jwks.keys as RegistryJwk[]).filter(inForce);
  const Ed25519Multikey = await multikeyLibrary();
  const verificationMethod = await Promise.all(
    keys.map(async ({ kty, crv, x, kid }) => {
      const id = verificationMethodId(did, kid!);
      const key = await Ed25519Multikey.fromJwk({ jwk: { kty: kty!, crv: crv!, x: x! }, id, controller: did });
      return key.export({ publicKey: true, includeContext: false });
    }),
  );
  return {
    '@context': [DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL],
    id: did,
    verificationMethod,
    assertionMethod: verificationMethod.map((method) => method.id),
  };
}
