import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The registry's public address: PUBLIC_URL, or the address the request came to when it is unset (so a fresh install works as is). It signs credentials and starts every link in an email. */
export function publicBaseUrl(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
