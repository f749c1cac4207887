/**
 * No field of the registry holds a NUL character, and PostgreSQL cannot store one in text: a value
 * with one is refused before any route sees it, the same way on both databases.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';

export const NUL_REFUSED = new ApiError(400, 'INVALID_CHARACTER', 'errors.nulCharacter');

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw NUL_REFUSED;
  });
}
