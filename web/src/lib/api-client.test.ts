import { describe, expect, it } from 'vitest';
import { MESSAGES, tooManyAttempts } from '#common/messages';
import { ApiRequestError, failureMessage, isForbidden, isSessionRequired, isTransient } from './api-client';

describe('how the web app treats a failed request', () => {
  const limited = new ApiRequestError(429, 'RATE_LIMITED', tooManyAttempts(42));

  it('tells a rate-limited user when to try again, in the server’s words', () => {
    expect(failureMessage(limited)).toBe('Too many attempts. Try again in 42 minutes.');
    expect(failureMessage(new ApiRequestError(500, 'INTERNAL', 'boom'))).toBe(MESSAGES.genericError);
    expect(failureMessage(new Error('offline'), MESSAGES.registryFetchFailed)).toBe(MESSAGES.registryFetchFailed);
  });

  it('retries network and server failures, but not a rate limit (a retry would count against it)', () => {
    expect(isTransient(limited)).toBe(false);
    expect(isTransient(new ApiRequestError(503, 'UNAVAILABLE', 'down'))).toBe(true);
    expect(isTransient(new ApiRequestError(0, 'NETWORK', 'offline'))).toBe(true);
    expect(isTransient(new ApiRequestError(404, 'NOT_FOUND', 'missing'))).toBe(false);
  });

  it('tells a refused session from a wrong password, and both from a refused permission', () => {
    expect(isSessionRequired(new ApiRequestError(401, 'UNAUTHENTICATED', 'Please sign in again.'))).toBe(true);
    expect(isSessionRequired(new ApiRequestError(401, 'INVALID_CREDENTIALS', MESSAGES.loginInvalid))).toBe(false);
    expect(isSessionRequired(new ApiRequestError(403, 'CROSS_SITE_REQUEST', 'refused'))).toBe(false);
    expect(isForbidden(new ApiRequestError(403, 'CROSS_SITE_REQUEST', 'refused'))).toBe(true);
    expect(isForbidden(new Error('offline'))).toBe(false);
  });
});
