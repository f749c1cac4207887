/**
 * What a web page on another site can make a visitor's browser send without asking (a "simple"
 * request: a form post, `text/plain`) never reaches a route, so it can neither change anything nor use
 * up the visitor's hourly limits. Every state-changing API request is refused, before any limit counts
 * it, when a browser says it came from another site, or when it carries a body in a type the API does
 * not take (only JSON and, for uploads, multipart form data).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';
import { refuseCrossSite, SAFE_METHODS } from './auth';

const ACCEPTED_BODIES = /^\s*(application\/json|multipart\/form-data)\s*(;|$)/i;

export function refuseUnsafeWrites(app: FastifyInstance, publicUrl: string | null): void {
  const sameSite = refuseCrossSite(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    await sameSite(request);
    const type = request.headers['content-type'];
    if (type !== undefined && !ACCEPTED_BODIES.test(type)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
    }
  });
}
