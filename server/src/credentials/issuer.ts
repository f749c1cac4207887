import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Who signs: PUBLIC_URL, or the address the request came to when it is unset (so a fresh install works as is). */
export function issuerOf(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
