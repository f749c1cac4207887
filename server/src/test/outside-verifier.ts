/**
 * An open verifier, as tests check a credential document with it: the Digital Credentials Consortium's
 * verifier-core (what VerifierPlus and the Learner Credential Wallet run), code of another maintainer
 * than the Digital Bazaar libraries that sign. Its "network" is the apps registered in `web`, by host:
 * their did:web documents, contexts and status lists are answered through inject, and any other address
 * is refused and recorded, so a test also shows that nothing else is fetched.
 */
import type { verifyCredential as verifyCredentialType } from '@digitalcredentials/verifier-core';
import { afterAll, beforeAll, vi } from 'vitest';
import type { App } from '../app-context';

type Verify = typeof verifyCredentialType;

export const web = new Map<string, App>();
export const requested: string[] = [];
export const refused: string[] = [];

async function offlineFetch(input: string | URL | Request): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
  const app = web.get(url.host);
  if (!app || url.protocol !== 'https:') {
    refused.push(url.href);
    throw new TypeError(`offline: ${url.href} is not one of the test's registries`);
  }
  requested.push(url.href);
  const answer = await app.inject({ url: `${url.pathname}${url.search}` });
  const contentType = String(answer.headers['content-type'] ?? 'application/octet-stream');
  return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': contentType } });
}

let verifyCredential: Verify;

/** Loads the verifier with the offline network for the file's tests; call once, at the top of the file. */
export function useOutsideVerifier(): void {
  beforeAll(async () => {
    // verifier-core has no document loader option: it fetches through the global fetch, read when it loads.
    vi.stubGlobal('fetch', offlineFetch);
    ({ verifyCredential } = await import('@digitalcredentials/verifier-core'));
  });
  afterAll(() => vi.unstubAllGlobals());
}

/** What the verifier says: valid, or the checks that failed, or why it could not check at all. */
export async function verified(document: unknown) {
  const result = await verifyCredential({
    credential: structuredClone(document) as Parameters<Verify>[0]['credential'],
    // No trust list: whether the registry is on one is the verifier's own policy, not the document's.
    knownDIDRegistries: [],
  });
  const steps = (result.log ?? []).filter((step) => step.id !== 'registered_issuer');
  const failed = steps.filter((step) => step.valid !== true).map((step) => step.id);
  const fatal = (result.errors ?? []).map((error) => error.name ?? error.message);
  return { valid: steps.length > 0 && failed.length === 0 && fatal.length === 0, failed, fatal };
}
