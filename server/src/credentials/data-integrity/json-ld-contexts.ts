/**
 * The JSON-LD contexts a credential document names, all bundled: the W3C VC 2.0 context (from
 * @digitalbazaar/credentials-context) and the registry's own terms. Signing canonicalises the document
 * through them, with a document loader that knows only these and refuses every other address, so
 * nothing is ever fetched from the network.
 */
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { SERVICE_DOG_CONTEXT_PATH, TRAINING_CONTEXT_PATH } from '#common/credential-document';

export const CREDENTIALS_V2_CONTEXT_URL = 'https://www.w3.org/ns/credentials/v2';

/** The names of the registry's own terms; the VC 2.0 context has no catch-all vocabulary (`@vocab`). */
export const SERVICE_DOG_TERMS = [
  'ServiceDogCredential',
  'ServiceDogTeam',
  'dogName',
  'breed',
  'handlerName',
  'registryNumber',
  'serviceType',
] as const;

export const serviceDogContextUrl = (publicBaseUrl: string) => `${publicBaseUrl}${SERVICE_DOG_CONTEXT_PATH}`;

/**
 * The terms a training attestation adds to the registry's own (docs/decisions/044-training-attestation.md):
 * its type, the statement it makes, the test and the trainer. `taskCategories` is for the categories a
 * handler may choose to name; a document without them uses none of it.
 */
export const TRAINING_TERMS = [
  'TrainingAttestationCredential',
  'individuallyTrained',
  'trainingStatement',
  'publicAccessTestPassedOn',
  'nextTestDue',
  'testedBy',
  'testedByTrainerId',
  'taskCategories',
] as const;

export const trainingContextUrl = (publicBaseUrl: string) => `${publicBaseUrl}${TRAINING_CONTEXT_PATH}`;

/**
 * A context of the registry's, served at its URL: each term is an IRI under that URL, and `@protected`, so
 * no later context can give a term another meaning. A new term means a new context (`/v2`): what a
 * signed document's terms expand to must never change, or its proof stops verifying.
 */
function termsContext(url: string, terms: readonly string[]) {
  return {
    '@context': {
      '@version': 1.1,
      '@protected': true,
      ...Object.fromEntries(terms.map((term) => [term, `${url}#${term}`])),
    },
  };
}

export function serviceDogContext(publicBaseUrl: string) {
  return termsContext(serviceDogContextUrl(publicBaseUrl), SERVICE_DOG_TERMS);
}

export function trainingContext(publicBaseUrl: string) {
  return termsContext(trainingContextUrl(publicBaseUrl), TRAINING_TERMS);
}

function bundled(url: string): object {
  const context = credentialsContexts.get(url);
  if (!context) throw new Error(`@digitalbazaar/credentials-context no longer carries ${url}`);
  return context;
}

const credentialsV2 = bundled(CREDENTIALS_V2_CONTEXT_URL);

/** A document loader for the bundled contexts alone; any other address is an error, never a download. */
export function bundledDocumentLoader(publicBaseUrl: string): JsonLdDocumentLoader {
  const documents = new Map<string, object>([
    [CREDENTIALS_V2_CONTEXT_URL, credentialsV2],
    [serviceDogContextUrl(publicBaseUrl), serviceDogContext(publicBaseUrl)],
    [trainingContextUrl(publicBaseUrl), trainingContext(publicBaseUrl)],
  ]);
  return (url) => {
    const document = documents.get(url);
    if (!document) return Promise.reject(new Error(`${url} is not bundled with the registry, and nothing is fetched`));
    return Promise.resolve({ contextUrl: null, documentUrl: url, document });
  };
}
