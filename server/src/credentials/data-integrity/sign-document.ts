/**
 * Secures a credential document with a Data Integrity proof, cryptosuite eddsa-rdfc-2022, made with
 * the registry's current signing key (@digitalbazaar/vc, data-integrity, eddsa-rdfc-2022-cryptosuite).
 * The proof's verification method is that key in the registry's DID document.
 */
import type { ProgrammeSigner } from '../signing-keys';
import { verificationMethodId } from './did-web';
import { bundledDocumentLoader } from './json-ld-contexts';
import { signingLibraries } from './lazy-libraries';

export type Secured<T> = T & { proof: object };

export async function signDocument<T extends object>(
  document: T,
  keys: Pick<ProgrammeSigner, 'currentSigner'>,
  at: { did: string; publicBaseUrl: string },
): Promise<Secured<T>> {
  const { issue, DataIntegrityProof, cryptosuite } = await signingLibraries();
  const { kid, sign } = keys.currentSigner();
  const signer = {
    id: verificationMethodId(at.did, kid),
    algorithm: 'Ed25519',
    sign: ({ data }: { data: Uint8Array }) => Promise.resolve(sign(data)),
  };
  return issue({
    // The library adds to what it is given; the caller's object stays as it was.
    credential: structuredClone(document),
    suite: new DataIntegrityProof({ signer, cryptosuite }),
    documentLoader: bundledDocumentLoader(at.publicBaseUrl),
  });
}
