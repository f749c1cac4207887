import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { publicBaseUrl } from '../../lib/public-base-url';
import type { DocumentIssuer } from './card-document';
import { didWebOf } from './did-web';

/** Who issues the documents a request is answered with: the DID of the registry's public address, and its name. */
export function documentIssuer(
  config: Pick<Config, 'publicUrl' | 'port' | 'registryName'>,
  request: FastifyRequest,
): DocumentIssuer {
  const base = publicBaseUrl(config, request);
  return { did: didWebOf(base), publicBaseUrl: base, registryName: config.registryName };
}
