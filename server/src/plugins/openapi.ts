/**
 * The OpenAPI document (/api/docs/json, browsable at /api/docs). Routes declare what they take and
 * answer; the errors every route of a kind can give are added here, from facts about the route, so
 * they are never forgotten: 422 and 400 where it reads input, 413 and 415 where it reads a body, 414
 * where it has path parameters (the router refuses a segment over 100 characters), 429
 * where a rate limit guards it, 403 where cross-site requests are refused, 401 and 403 where the
 * route's action refuses some callers (plugins/permission-check.ts), 500 everywhere. Each route declares its own `operationId` and its action,
 * from which plugins/permission-check.ts writes its `security`. The completeness test
 * (server/src/system/openapi.test.ts) fails on a route without them, the lint test
 * (server/src/system/openapi-lint.test.ts) holds the document to Redocly's rules (redocly.yaml), and the
 * contract test (server/src/system/api-contract.test.ts) sends every operation what the document
 * allows and what it refuses, and checks each answer against it. Swagger UI (/api/docs) is served
 * where API_DOCS allows it (off in production unless set); the document itself always is.
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
export const OWNER_KEY_SECURITY = 'ownerLinkKey';
export const METRICS_SECURITY = 'metricsToken';

const SECURITY_SCHEMES = {
  [SESSION_SECURITY]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The staff session that `POST /api/auth/login` sets. Until its second factor is presented it opens only the second step of the sign-in (`/api/auth/mfa/…`) and, for an account with no factor yet, enrolling one (`/api/auth/factors/…`).',
  },
  [OWNER_KEY_SECURITY]: {
    type: 'apiKey',
    in: 'query',
    name: 'key',
    description: "The owner link's key: the `key` of the link the registry emailed to the handler.",
  },
  [METRICS_SECURITY]: {
    type: 'http',
    scheme: 'bearer',
    description: 'The METRICS_TOKEN setting; /metrics is served only when it is set.',
  },
} as const;

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

interface DocumentObject {
  components?: { schemas?: Record<string, unknown> };
}

/**
 * zod's document transform, less the named schemas nothing refers to: it writes an input twin of each
 * named answer (`ApiErrorInput`), which only a request body would use.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as DocumentObject;
  const schemas = document.components?.schemas ?? {};
  for (let pruned = true; pruned;) {
    pruned = false;
    for (const name of Object.keys(schemas)) {
      const rest = JSON.stringify({
        ...document,
        components: { ...document.components, schemas: { ...schemas, [name]: null } },
      });
      if (!rest.includes(JSON.stringify(`#/components/schemas/${name}`))) {
        delete schemas[name];
        pruned = true;
      }
    }
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
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
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Where the registry is, not where a request came from: the same document for every client.
      servers: [
        config.publicUrl
          ? { url: config.publicUrl, description: 'This registry (PUBLIC_URL)' }
          : { url: `http://localhost:${config.port}`, description: 'This machine (PUBLIC_URL is not set)' },
      ],
      components: {
        // The metrics token is a way in only where /metrics is served.
        securitySchemes: config.metricsToken
          ? SECURITY_SCHEMES
          : {
              [SESSION_SECURITY]: SECURITY_SCHEMES[SESSION_SECURITY],
              [OWNER_KEY_SECURITY]: SECURITY_SCHEMES[OWNER_KEY_SECURITY],
            },
      },
    },
    transform,
    transformObject,
  });
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    return;
  }
  // Without the browsable pages the document stays public: integrators generate clients from it, and it
  // says nothing the source does not (README, API).
  app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  app.get('/api/docs/yaml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/x-yaml').send(app.swagger({ yaml: true })),
  );
}

type Security = { security: Record<string, string[]>[] };

/**
 * For an action open to anyone: a staff session changes the answer (who is signed in; signing out ends
 * it). Other routes' security comes from their action (plugins/permission-check.ts).
 */
export const STAFF_SESSION_OPTIONAL: Security = { security: [{}, { [SESSION_SECURITY]: [] }] };

/** For an action open to anyone: the owner link's key or a staff session shows more of the record. */
export const OWNER_KEY_OR_STAFF_OPTIONAL: Security = {
  security: [{}, { [OWNER_KEY_SECURITY]: [] }, { [SESSION_SECURITY]: [] }],
};

/** In the admin scope every route refuses cross-site requests (403). */
export function documentStaffScope(admin: FastifyInstance): void {
  admin.addHook('onRoute', (route) => addErrors(route, [403]));
}
