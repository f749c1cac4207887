/**
 * Where a programme other than the default one has its identity (docs/decisions/043-programme-signing-keys.md):
 * its cards' issuer is the registry's address and this path, its DID `did:web:<host>:p:<slug>`, whose
 * document did:web resolves at this path's `/did.json`. A slug is lower-case letters, digits and hyphens
 * (server/src/programmes/programme-service.ts): nothing to encode, and a route's own pattern (`:slug`)
 * goes through unchanged.
 */
export const programmePath = (slug: string) => `/p/${slug}`;
