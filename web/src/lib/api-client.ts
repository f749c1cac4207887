/** The one way the web app talks to the API: JSON in, JSON out, errors as `ApiRequestError`. */
import { FRESH_SECOND_FACTOR_CODE, MFA_REQUIRED_CODE, SESSION_REQUIRED_CODE, type ApiErrorBody } from '#common/api';
import { MESSAGES } from '#common/messages';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A message per field the server refused (a 422's `fields`). */
    readonly fields: Record<string, string> = {},
    /** A stable refusal code per field, where the server gives one (a used payment code, an expired trainer listing). */
    readonly reasons: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Network failures, timeouts and server errors are worth another try. A rate limit is
 * not: the limits are hourly, and a retry would only count against it.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/**
 * The server's answer to a request that needs a session and came without a live one (idle, expired,
 * signed out elsewhere). A wrong password at sign-in is a 401 too, but with a code of its own.
 */
export function isSessionRequired(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  // A session that has not presented its second factor is sent back to sign in too.
  return (error.status === 401 && error.code === SESSION_REQUIRED_CODE) || error.code === MFA_REQUIRED_CODE;
}

/** A change that needs a second factor presented in the last five minutes (features/auth/confirm-identity). */
export function needsFreshSecondFactor(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === FRESH_SECOND_FACTOR_CODE;
}

/** The server refused the request although the session is live (a cross-site request, for one). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/** What to tell the user about a failed request: the server's own words for a rate limit, else `fallback`. */
export function failureMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  return error instanceof ApiRequestError && error.status === 429 ? error.message : fallback;
}

export function toApiError(status: number, body: unknown): ApiRequestError {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return new ApiRequestError(
    status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? MESSAGES.genericError,
    error?.fields ?? {},
    error?.reasons ?? {},
  );
}

/** The reader's language, which the server answers in where it builds words itself (set by web/src/i18n). */
let requestLanguage = 'en';
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}
export function requestLanguageHeader(): string {
  return requestLanguage;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': requestLanguage, ...init.headers },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', MESSAGES.genericError);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export function postJson<T>(path: string, data: unknown): Promise<T> {
  return sendJson<T>('POST', path, data);
}

export function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  return apiFetch<T>(path, {
    method,
    ...(data === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }),
  });
}
