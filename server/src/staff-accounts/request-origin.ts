import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from '../access/session-repository';

/** Where a staff request came from, for its session and the security log. */
export function requestOrigin(request: FastifyRequest): SessionOrigin {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}
