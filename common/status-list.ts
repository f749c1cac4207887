/**
 * W3C Bitstring Status List credentials (https://www.w3.org/TR/vc-bitstring-status-list/), secured as
 * a JWS whose payload is the credential itself (VC-JOSE). The registry signs one list per purpose; a
 * verifier keeps the last lists it fetched and checks cards against them with no network.
 */
import { base64url, type JSONWebKeySet } from 'jose';
import { STATUS_PURPOSES, verifiedPayload, type StatusList, type StatusPurpose } from './credential';

export interface StatusListCredential {
  '@context': string[];
  type: string[];
  id: string;
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: StatusPurpose;
    encodedList: string;
  };
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A signed status list from this registry, decoded; null when its signature, issuer or shape is wrong. */
export async function readStatusList(
  token: string,
  context: { keys: JSONWebKeySet; issuer: string },
): Promise<StatusList | null> {
  const payload = await verifiedPayload(token, context.keys);
  if (!payload) return null;
  try {
    const vc = JSON.parse(new TextDecoder().decode(payload)) as StatusListCredential;
    const subject = vc.credentialSubject;
    if (vc.issuer !== context.issuer || subject?.type !== 'BitstringStatusList') return null;
    if (!STATUS_PURPOSES.includes(subject.statusPurpose) || !subject.encodedList.startsWith('u')) return null;
    const issuedAt = Date.parse(vc.validFrom);
    if (Number.isNaN(issuedAt)) return null;
    const bits = await gunzip(base64url.decode(subject.encodedList.slice(1)));
    return { purpose: subject.statusPurpose, issuedAt, bits };
  } catch {
    return null;
  }
}
