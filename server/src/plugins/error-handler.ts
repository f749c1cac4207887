/**
 * Every error leaves as `{error: {code, message, fields?, reasons?}}`. Client mistakes keep a clear message;
 * anything unexpected is logged in full and answered with a generic 500 — no stack traces leave.
 */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '#common/messages';
import { ApiError } from '../lib/api-error';
import { requestLocale, say, type ServerMessageId } from '../lib/words';
import { SECURITY_HEADERS } from './security-headers';

const KNOWN_CLIENT_ERRORS: Record<string, { code: string; message: ServerMessageId }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'errors.bodyTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'errors.emptyJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'errors.invalidJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'errors.contentLength' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.multipartRequired' },
  FST_PARTS_LIMIT: { code: 'TOO_MANY_PARTS', message: 'errors.tooManyParts' },
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', message: 'errors.tooManyFiles' },
  FST_FIELDS_LIMIT: { code: 'TOO_MANY_FIELDS', message: 'errors.tooManyFields' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'errors.forbiddenFieldName' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'errors.fieldsNeedAttention' },
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/')[0] || '_request';
}

/** Errors Fastify's router raises before any route runs (a malformed or over-long URL), in the same shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const locale = requestLocale(request);
  void reply
    .headers(SECURITY_HEADERS)
    .status(error.statusCode ?? 400)
    .send({
      error: tooLong
        ? { code: 'URL_TOO_LONG', message: say(locale, 'errors.urlTooLong') }
        : { code: 'BAD_URL', message: say(locale, 'errors.badUrl') },
    });
}

/**
 * A request Node could not parse (431: headers too large; 400: malformed), answered on the socket in
 * the API's shape and with the security headers, since no hook runs for it.
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    error: tooLarge
      ? { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }
      : { code: 'BAD_REQUEST', message: 'The request could not be read.' },
  });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n${body}`,
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every message leaves in the request's language (lib/words.ts): ids become words, other text stays.
    const locale = requestLocale(request);
    const words = (fields: Record<string, string> | undefined) =>
      fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(locale, text)]));
    if (error instanceof ApiError) {
      // An upload refused part-way: closing the connection stops the rest of the body being read.
      if ((error as { closeConnection?: boolean }).closeConnection) reply.header('Connection', 'close');
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: say(locale, error.message, error.values),
          fields: words(error.fields),
          reasons: error.reasons,
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        if (issue.keyword === 'unrecognized_keys') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? [])
            fields[key] ??= say(locale, 'errors.unknownField', { field: key });
          continue;
        }
        fields[fieldName(issue.instancePath)] ??= say(locale, issue.message ?? 'errors.invalidValue');
      }
      const message = Object.values(fields)[0] ?? say(locale, 'errors.fieldsNeedAttention');
      return reply.status(422).send({ error: { code: 'VALIDATION_FAILED', message, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
      return reply.status(status).send({
        error: { code: known?.code ?? 'BAD_REQUEST', message: say(locale, known?.message ?? 'errors.badRequest') },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: say(locale, MESSAGES.genericError) } });
  });
}
