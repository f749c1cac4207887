/**
 * An error the client caused or should know about; the error handler turns it into
 * `{error: {code, message, fields?, reasons?}}`. The message and each field's message are catalogue
 * ids (common/messages.ts, common/staff-messages.ts), said in the request's language by the error
 * handler (lib/words.ts), with `values` filling the message's placeholders; or an id's words a service
 * already said (`ApiMessage`). An English literal does not compile. `reasons` gives a field's
 * refusal a stable code where a program may want to tell refusals apart (a used payment code, an
 * expired trainer listing).
 */
import type { ApiMessage, MessageValues } from './words';

export class ApiError extends Error {
  /** The placeholders' values of the message (`{minutes}`, `{status}`). */
  values?: MessageValues;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ApiMessage,
    readonly fields?: Record<string, ApiMessage>,
    readonly reasons?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same error, its message's placeholders filled with `values`. */
  with(values: MessageValues): this {
    this.values = values;
    return this;
  }
}

export function notFound(message: ApiMessage): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function validationFailed(
  fields: Record<string, ApiMessage>,
  message: ApiMessage = 'errors.fieldsNeedAttention',
  reasons?: Record<string, string>,
): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', message, fields, reasons);
}
