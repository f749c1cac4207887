/**
 * W3C Bitstring Status List credentials (https://www.w3.org/TR/vc-bitstring-status-list/), secured as
 * a JWS whose payload is the credential itself (VC-JOSE, `typ` vc+jwt). The registry signs one list per
 * purpose, each with a validity window; a verifier keeps the newest lists it fetched and checks cards
 * against them with no network.
 */
import { base64url, type JSONWebKeySet } from 'jose';
import type { z } from 'zod';
import type { statusListCredentialSchema } from './api-schemas';
import {
  keyVouchesFor,
  STATUS_LIST_TYP,
  statusListPath,
  verifiedToken,
  type StatusList,
  type StatusPurpose,
} from './credential';

export type StatusListCredential = z.output<typeof statusListCredentialSchema>;

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The `purpose` list of this registry, decoded; null when its signature, type, issuer, address,
 * purpose, window or shape is wrong, when a programme's key signed it, or the key that signed it no
 * longer vouched for it then.
 */
export async function readStatusList(
  token: string,
  context: { keys: JSONWebKeySet; issuer: string; purpose: StatusPurpose },
): Promise<StatusList | null> {
  const verified = await verifiedToken(token, context.keys);
  if (!verified || verified.typ !== STATUS_LIST_TYP) return null;
  // The lists are the whole deployment's, signed by its own (the default programme's) key: a programme's
  // key, which signs that programme's cards only, never vouches for them (decision 043).
  if (verified.key.programme !== undefined) return null;
  try {
    const vc = JSON.parse(new TextDecoder().decode(verified.payload)) as StatusListCredential;
    const subject = vc.credentialSubject;
    if (vc.issuer !== context.issuer || vc.id !== `${context.issuer}${statusListPath(context.purpose)}`) return null;
    if (subject?.type !== 'BitstringStatusList' || subject.statusPurpose !== context.purpose) return null;
    if (typeof subject.encodedList !== 'string' || !subject.encodedList.startsWith('u')) return null;
    const issuedAt = Date.parse(vc.validFrom);
    const validUntil = Date.parse(vc.validUntil);
    if (Number.isNaN(issuedAt) || Number.isNaN(validUntil) || validUntil < issuedAt) return null;
    if (!keyVouchesFor(verified.key, issuedAt)) return null;
    const bits = await gunzip(base64url.decode(subject.encodedList.slice(1)));
    return { purpose: subject.statusPurpose, issuedAt, validUntil, bits };
  } catch {
    return null;
  }
}

/** Which of two lists of the same purpose to keep: never an older one over a newer one (a replayed list). */
export function newerList<T extends { issuedAt: number }>(held: T | null | undefined, offered: T): T {
  return held && held.issuedAt > offered.issuedAt ? held : offered;
}
