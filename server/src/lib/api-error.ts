/**
 * An error the client caused or should know about; the error handler turns it into
 * `{error: {code, message, fields?, reasons?}}`. `reasons` gives a field's refusal a stable code where a
 * program may want to tell refusals apart (a used payment code, an expired trainer listing).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function validationFailed(
  fields: Record<string, string>,
  message = 'Some fields need your attention.',
  reasons?: Record<string, string>,
): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', message, fields, reasons);
}
