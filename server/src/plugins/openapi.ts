/**
 * The OpenAPI document (/api/docs/json, browsable at /api/docs). Routes declare what they take and
 * answer; the errors every route of a kind can give are added here, from facts about the route, so
 * they are never forgotten: 422 and 400 where it reads input, 413 and 415 where it reads a body, 414
 * where it has path parameters (the router refuses a segment over 100 characters), 429
 * where a rate limit guards it, 403 where cross-site requests are refused, 401 and 403 plus the session
 * cookie in the admin scope, 500 everywhere. The completeness test (server/src/system/openapi.test.ts)
 * fails on a route without them, and the contract test (server/src/system/api-contract.test.ts) sends
 * every operation what the document allows and what it refuses, and checks each answer against it.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '#common/constants';
import type { Config } from '../config';
import { apiErrorSchema } from '../lib/response-schemas';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart body, for the document only: such routes read their parts themselves (request.parts()). */
    multipartBody?: z.ZodType;
    /**
     * Request headers a route reads and checks itself (an Idempotency-Key), for the document only:
     * Fastify does not validate them, so the route's own answer (and its error code) stays as it is.
     */
    headersDoc?: z.ZodObject;
  }
}

export const SESSION_SECURITY = 'adminSession';

/** What each status means across the API, for the document's response descriptions. */
const STATUS_MEANINGS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content',
  400: 'The request could not be read (malformed JSON, form or address)',
  401: 'No live admin session: sign in',
  403: 'Refused: a cross-site request, or the owner link key is missing or wrong',
  404: 'Not found',
  409: 'In conflict with the current state (changed since your version, already used, not open yet)',
  410: 'Gone: a one-time link already used or expired',
  413: 'Too large',
  414: 'A path segment is longer than 100 characters',
  415: 'The body is not in a media type this operation takes',
  422: 'A field is invalid: `fields` holds a message for each',
  429: 'Too many requests from this address: `message` says when to try again (also Retry-After)',
  500: 'The server failed; the error is logged, and no detail is sent',
};

interface ContentResponse {
  description?: string;
  content: Record<string, unknown>;
}

/** The zod transform, plus multipart bodies (which Fastify must not validate as JSON) and response descriptions. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { multipartBody, headersDoc, ...schema } = (document.schema ?? {}) as RouteSchema & {
    multipartBody?: z.ZodType;
    headersDoc?: z.ZodObject;
  };
  const result = jsonSchemaTransform({ ...document, schema: headersDoc ? { ...schema, headers: headersDoc } : schema });
  const transformed = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  if (multipartBody) {
    transformed.body = z.toJSONSchema(multipartBody, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  }
  for (const [status, response] of Object.entries(transformed.response ?? {})) {
    if (status === '204') {
      // A `type: null` schema is how @fastify/swagger writes a response without content.
      transformed.response![status] = { ...(response as object), description: STATUS_MEANINGS[status] };
      continue;
    }
    const described = (response as Partial<ContentResponse>).content
      ? (response as ContentResponse)
      : { content: { 'application/json': { schema: response } } };
    transformed.response![status] = { ...described, description: described.description ?? STATUS_MEANINGS[status] };
  }
  return result;
};

const hookErrors = new WeakMap<object, number[]>();

/** Records the error statuses a request hook can answer with, for every route that uses it. */
export function documentErrors<Hook extends object>(hook: Hook, statuses: number[]): Hook {
  hookErrors.set(hook, statuses);
  return hook;
}

/** `{404: ApiError, 409: ApiError}` for a route's own errors. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;
}

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  multipartBody?: unknown;
  headersDoc?: unknown;
  hide?: boolean;
  response?: Record<string | number, unknown>;
  security?: Record<string, string[]>[];
}

function addErrors(route: RouteOptions, statuses: number[]): void {
  const schema = (route.schema ??= {}) as RouteSchema;
  if (schema.hide) return;
  const response = (schema.response ??= {});
  for (const status of statuses) response[status] ??= apiErrorSchema;
}

function routeHookErrors(route: RouteOptions): number[] {
  return [route.onRequest, route.preHandler].flat().flatMap((hook) => (hook ? (hookErrors.get(hook) ?? []) : []));
}

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRoute', (route) => {
    // Routes without a schema are the web app's pages and files, which the document does not list.
    if (!route.schema) return;
    const schema = route.schema as RouteSchema;
    const readsBody = Boolean(schema.body || schema.multipartBody);
    const readsInput = readsBody || Boolean(schema.params || schema.querystring || schema.headersDoc);
    addErrors(route, [
      ...(readsInput ? [400, 422] : []),
      ...(readsBody ? [413, 415] : []),
      ...(schema.params ? [414] : []),
      ...routeHookErrors(route),
      500,
    ]);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.registryName} API`,
        description: [
          'API of an independent, voluntary service dog registry. Errors have one shape, `ApiError`.',
          'Staff routes (`/api/admin/…`) need the session cookie that `POST /api/auth/login` sets, and refuse cross-site requests (an `Origin` of another site).',
          'Text fields are trimmed before they are checked; a required one must hold more than white space.',
          'Lengths count UTF-16 code units, as JavaScript does: a character beyond the Basic Multilingual Plane (most emoji) counts as two.',
          'No text may hold the NUL character (U+0000): a request with one is refused with 400 INVALID_CHARACTER.',
          'Messages are in the language of `Accept-Language` where the registry speaks it (English, Spanish), else English.',
          'A path asked with a method it does not have answers 405, with `Allow` listing the methods it has.',
        ].join(' '),
        version: '1.0.0',
      },
      components: {
        securitySchemes: { [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** A route anyone may call: no credentials. */
export const PUBLIC_OPERATION: { security: Record<string, string[]>[] } = { security: [] };

/** A route outside the admin scope that needs a trusted staff session (the staff member's own account). */
export const STAFF_SESSION_REQUIRED = { security: [{ [SESSION_SECURITY]: [] }] };

/** In the admin scope: every route needs the session cookie, and answers 401 without one. */
export function documentAdminScope(admin: FastifyInstance): void {
  admin.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {}) as RouteSchema;
    schema.security = [{ [SESSION_SECURITY]: [] }];
    addErrors(route, [401, 403]);
  });
}
