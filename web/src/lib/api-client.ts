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

/** The answer to a request, or the refusal as an `ApiRequestError` (a network failure as status 0). */
async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: accept, 'Accept-Language': requestLanguage, ...init.headers },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', MESSAGES.genericError);
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  return response;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** A file the server sends (a CSV export), with the name its Content-Disposition gives, if any. */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/** Fetches a file the way apiFetch fetches JSON: same headers, and a refusal is the same `ApiRequestError`. */
export async function apiFetchFile(path: string, accept: string): Promise<FetchedFile> {
  const response = await send(path, {}, `${accept}, application/json`);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) };
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, else `filename="…"`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed: the plain name below, if there is one.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || null;
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
