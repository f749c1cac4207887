import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { ApiRequestError, failureMessage, isForbidden, isSessionRequired, isTransient, toApiError } from './api-client';

describe('how the web app treats a failed request', () => {
  const limited = new ApiRequestError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 42 minutes.');

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

  it('keeps what a refusal says per field: the message and, where the server gives one, the reason code', () => {
    const error = toApiError(422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields need your attention.',
        fields: { paymentCode: 'This payment code has already been used.' },
        reasons: { paymentCode: 'CODE_USED' },
      },
    });
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', reasons: { paymentCode: 'CODE_USED' } });
    expect(error.fields.paymentCode).toBe('This payment code has already been used.');
    expect(toApiError(404, { error: { code: 'NOT_FOUND', message: 'gone' } }).reasons).toEqual({});
  });
});
