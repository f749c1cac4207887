/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the relying party is the registry's own host
 * (PUBLIC_URL's, or the request's when unset), so a passkey made here answers nowhere else. The library
 * and the certificate parsers it brings (about 8 MB resident) load with the first passkey step, not
 * with the server: most of its life is answering the public.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const webAuthn = () => import('@simplewebauthn/server');

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

type Transport = NonNullable<RegistrationResponseJSON['response']['transports']>[number];

/**
 * EdDSA, ES256 and RS256 (COSE -8, -7, -257), named rather than left to the library: its default asks
 * Node whether ML-DSA-44 is supported, and Node 24 answers with an experimental-feature warning on
 * stderr, plain text between the log's JSON lines.
 */
const ALGORITHMS = [-8, -7, -257];

export function relyingParty(registryName: string, publicUrl: string | null, requestOrigin: string): RelyingParty {
  const origin = publicUrl ? new URL(publicUrl).origin : requestOrigin;
  return { id: new URL(origin).hostname, name: registryName, origin };
}

export async function registrationOptions(
  rp: RelyingParty,
  account: { id: string; email: string },
  existing: StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webAuthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as Transport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** The new passkey, or null when the response does not answer this challenge for this registry. */
export async function verifiedRegistration(
  rp: RelyingParty,
  challenge: string,
  response: RegistrationResponseJSON,
): Promise<StoredPasskey | null> {
  const { verifyRegistrationResponse } = await webAuthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? [],
  };
}

export async function authenticationOptions(
  rp: RelyingParty,
  passkeys: StoredPasskey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports as Transport[] })),
    userVerification: 'preferred',
  });
}

/** The passkey's new signature count, or null when the response is not a valid answer from it. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  challenge: string,
  passkey: StoredPasskey,
  response: AuthenticationResponseJSON,
): Promise<number | null> {
  const { verifyAuthenticationResponse } = await webAuthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: passkey.transports as Transport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
