import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_SECOND_FACTOR_CODE } from '#common/api';
import { MESSAGES } from '#common/messages';
import {
  apiFetchFile,
  ApiRequestError,
  attachmentName,
  failureMessage,
  isForbidden,
  isSessionRequired,
  isTransient,
  needsFreshSecondFactor,
  toApiError,
} from './api-client';

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

describe('fetching a file through the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the file’s bytes and the name the server chose, asking in the reader’s language', async () => {
    const csv = '\uFEFFRegistry Number\r\nSDR-0001\r\n';
    const fetch = vi.fn(
      async () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="service-dog-registry-2025-03-01.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await apiFetchFile('/api/admin/dogs/export?status=active', 'text/csv');
    expect(file.fileName).toBe('service-dog-registry-2025-03-01.csv');
    // The byte order mark stays: spreadsheets read it as "this is UTF-8".
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
    expect(fetch).toHaveBeenCalledWith('/api/admin/dogs/export?status=active', {
      headers: { Accept: 'text/csv, application/json', 'Accept-Language': 'en' },
    });
  });

  it('refuses with the same error as any request, so a stale second factor opens the confirm dialog', async () => {
    const refusal = { error: { code: FRESH_SECOND_FACTOR_CODE, message: 'Confirm it is you.' } };
    vi.stubGlobal('fetch', async () => Response.json(refusal, { status: 403 }));
    const error = await apiFetchFile('/api/admin/dogs/export', 'text/csv').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: FRESH_SECOND_FACTOR_CODE, message: 'Confirm it is you.' });
    expect(needsFreshSecondFactor(error)).toBe(true);
  });

  it('reads the file name from either form of Content-Disposition', () => {
    expect(attachmentName('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(attachmentName('attachment; filename=plain.csv; size=3')).toBe('plain.csv');
    expect(attachmentName('attachment; filename="fallback.csv"; filename*=UTF-8\'\'registro%20espa%C3%B1ol.csv')).toBe(
      'registro español.csv',
    );
    expect(attachmentName('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
