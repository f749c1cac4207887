import { MESSAGES } from '#common/messages';
import { ApiRequestError } from '../../lib/api-client';

/**
 * What to say when a factor step failed: the server's words (already in the reader's language), the
 * browser's passkey prompt closed or refused (`cancelled`), or the generic error.
 */
export function factorFailure(error: unknown, cancelled: string): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(error.name)) {
    return cancelled;
  }
  return MESSAGES.genericError;
}
