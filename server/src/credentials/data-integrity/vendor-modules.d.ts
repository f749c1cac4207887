/**
 * The few parts of Digital Bazaar's Verifiable Credential libraries (ESM, untyped) and of the
 * credentials context package that the registry uses, typed here once.
 */

/** A JSON-LD document loader: a URL's document, or an error when it has none. */
type JsonLdDocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: object }>;

/** A Data Integrity signer: the verification method it names, its algorithm, and raw signing. */
interface DataIntegritySigner {
  id: string;
  algorithm: string;
  sign(options: { data: Uint8Array }): Promise<Uint8Array>;
}

declare module '@digitalbazaar/vc' {
  export function issue<T extends object>(options: {
    credential: T;
    suite: object;
    documentLoader: JsonLdDocumentLoader;
  }): Promise<T & { proof: object }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer: DataIntegritySigner; cryptosuite: object; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: object;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export function fromJwk(options: {
    jwk: { kty: string; crv: string; x: string };
    id?: string;
    controller?: string;
  }): Promise<{
    export(options: { publicKey: true; includeContext: false }): Promise<{
      id: string;
      type: 'Multikey';
      controller: string;
      publicKeyMultibase: string;
    }>;
  }>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
