/**
 * The OpenAPI document at /api/docs/json describes every route as it behaves: what it takes, what it
 * answers on success (with the real status code), the errors it can give, and which need a session.
 * A route added without them fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATION_MIME_TYPES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PHOTO_MIME_TYPES,
} from '#common/constants';
import { LOCALES } from '#common/i18n/locales';
import type { z } from 'zod';
import { compileResponseSchema } from '../plugins/response-serializer';
import { createTestApp, type TestApp } from '../test/test-app';

interface Schema {
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}
interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

let t: TestApp;
let doc: Document;
const METRICS_TOKEN = 'metrics-token-for-the-document-test-0123';
beforeAll(async () => {
  t = await createTestApp('sqlite', { METRICS_TOKEN });
  doc = (await t.app.inject('/api/docs/json')).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

describe("every route's answers", () => {
  // Written when a route first answers, not at start (plugins/response-serializer.ts): each is compiled here.
  it('compile into a writer, every status of every route', () => {
    // A status answered in several media types holds a schema per type, as Fastify compiles them.
    const perType = (schema: unknown): unknown[] => {
      const content = (schema as { content?: Record<string, { schema: unknown }> }).content;
      return content ? Object.values(content).map((media) => media.schema) : [schema];
    };
    const schemas = t.app.routeTable.flatMap((route) =>
      Object.entries(route.response ?? {}).flatMap(([status, schema]) =>
        perType(schema).map((one) => ({ name: `${route.method} ${route.url} ${status}`, schema: one })),
      ),
    );
    expect(schemas.length).toBeGreaterThan(100);
    for (const { name, schema } of schemas)
      expect(() => compileResponseSchema(schema as z.ZodType), name).not.toThrow();
  });
});

describe('the OpenAPI document', () => {
  it('lists every API route the server answers', () => {
    const served = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = operations().map((o) => o.name);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('gives every operation a success response with its body, and error responses in the API error shape', () => {
    const missing: string[] = [];
    for (const { name, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((s) => /^[23]\d\d$/.test(s));
      if (success.length === 0) missing.push(`${name}: no success response`);
      for (const status of success) {
        const content = operation.responses[status]?.content;
        if (status !== '204' && status !== '302' && !content) missing.push(`${name}: ${status} has no body schema`);
        if (status === '204' && content) missing.push(`${name}: 204 declares a body`);
      }
      const errors = statuses.filter((s) => /^[45]\d\d$/.test(s));
      if (errors.length === 0) missing.push(`${name}: no error responses`);
      for (const status of errors) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        const healthReport = ['GET /api/health', 'GET /api/health/ready'].includes(name) && status === '503';
        if (!healthReport && JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/ApiError' }))
          missing.push(`${name}: ${status} is not the API error shape`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('defines the one error shape', () => {
    expect(doc.components?.schemas?.ApiError).toMatchObject({
      properties: { error: { properties: { code: { type: 'string' }, message: { type: 'string' } } } },
    });
  });

  it('declares a body for every request that takes one, multipart for uploads', () => {
    const missing = operations()
      .filter(({ method }) => ['post', 'patch', 'put'].includes(method))
      .filter(({ operation }) => !operation.requestBody?.content)
      .map(({ name }) => name);
    // Posts whose path says it all: signing out, approving, a replacement card, voiding a code, a drafted complaint.
    expect(missing.filter((name) => !BODYLESS.has(name))).toEqual([]);
    const registration = doc.paths['/api/registrations']?.post;
    expect(Object.keys(registration?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('declares the admin session cookie and requires it on every staff route', () => {
    expect(doc.components?.securitySchemes?.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sdr_session',
    });
    const open = operations()
      .filter(({ path }) => path.startsWith('/api/admin/'))
      .filter(({ operation }) => !operation.security?.length)
      .map(({ name }) => name);
    expect(open).toEqual([]);
    for (const { name, path, operation } of operations().filter(({ path }) => path.startsWith('/api/admin/'))) {
      expect(Object.keys(operation.responses), `${name} (${path})`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('states the rules the server enforces: the Idempotency-Key, the language, text patterns and formats, dates', () => {
    const registration = doc.paths['/api/registrations']!.post!;
    const header = registration.parameters?.find((parameter) => parameter.in === 'header');
    expect(header).toMatchObject({ name: IDEMPOTENCY_KEY_HEADER, schema: { pattern: IDEMPOTENCY_KEY_PATTERN.source } });
    const form = registration.requestBody!.content['multipart/form-data']!.schema;
    expect(form.properties?.language).toEqual({ type: 'string', enum: [...LOCALES] });
    expect(form.properties?.ownerEmail).toMatchObject({ format: 'email', maxLength: 254 });
    const patterns = (schema?: Schema) => [schema?.pattern, ...(schema?.allOf ?? []).map((part) => part.pattern)];
    expect(patterns(form.properties?.ownerPhone)).toContain('^[+().\\s-]*(\\d[+().\\s-]*){7,}$');
    expect(patterns(form.properties?.microchipNumber)).toContain('^(\\d{9}|\\d{10}|\\d{15})?$');
    expect(patterns(form.properties?.dogName)).toContain('\\S');
    expect(form).toMatchObject({ additionalProperties: false, then: { required: ['serviceTypeOther'] } });
    const trainer = doc.paths['/api/admin/trainers']!.post!.requestBody!.content['application/json']!.schema;
    expect(JSON.stringify(trainer.properties?.expiresOn)).toContain('"format":"date"');
  });

  it('lists the upload types the server accepts, from the one list, and no HEIC', () => {
    const form = doc.paths['/api/registrations']!.post!.requestBody!.content['multipart/form-data']!.schema;
    const types = (schema?: Schema) => (schema?.anyOf ?? []).map((branch) => branch.contentMediaType);
    expect(types(form.properties?.dogPhoto)).toEqual([...PHOTO_MIME_TYPES]);
    expect(types(form.properties?.certificationFile)).toEqual([...CERTIFICATION_MIME_TYPES]);
    expect(JSON.stringify(doc)).not.toMatch(/"contentMediaType":"image\/hei[cf]"/);
    const photo = doc.paths['/api/admin/dogs/{id}/photo']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(types(photo.properties?.dogPhoto)).toEqual([...PHOTO_MIME_TYPES]);
  });

  it('names every operation with a declared operationId: camelCase, and each its own', () => {
    const ids = operations().map(({ name, operation }) => [name, operation.operationId] as const);
    expect(ids.filter(([, id]) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? '')).map(([name]) => name)).toEqual([]);
    const seen = new Map<string, string>();
    const repeated = ids.filter(([name, id]) => seen.has(id!) || !seen.set(id!, name)).map(([name]) => name);
    expect(repeated).toEqual([]);
    // Declared with each route, not derived from its path: a few a client generator already relies on.
    expect(doc.paths['/api/health']?.get?.operationId).toBe('getHealth');
    expect(doc.paths['/api/registrations']?.post?.operationId).toBe('createRegistration');
    expect(doc.paths['/api/lookup/{registryNumber}']?.get?.operationId).toBe('lookUpRegistration');
    expect(doc.paths['/api/admin/dogs/{id}']?.get?.operationId).toBe('getDogRecord');
  });

  it('states the credentials of every operation: none, the owner link key, the staff session, or the metrics token', () => {
    const schemes = doc.components?.securitySchemes ?? {};
    expect(schemes.ownerLinkKey).toMatchObject({ type: 'apiKey', in: 'query', name: 'key' });
    expect(schemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const unstated = operations().filter(({ operation }) => !Array.isArray(operation.security));
    expect(unstated.map(({ name }) => name)).toEqual([]);
    const undefinedSchemes = operations().flatMap(({ name, operation }) =>
      (operation.security ?? [])
        .flatMap(Object.keys)
        .filter((scheme) => !(scheme in schemes))
        .map(() => name),
    );
    expect(undefinedSchemes).toEqual([]);
    const security = (path: string, method: string) => doc.paths[path]?.[method]?.security;
    const session = { adminSession: [] };
    const ownerKey = { ownerLinkKey: [] };
    for (const [path, method] of [
      ['/api/health', 'get'],
      ['/api/health/ready', 'get'],
      ['/api/config', 'get'],
      ['/api/registrations', 'post'],
      ['/api/auth/login', 'post'],
      ['/.well-known/jwks.json', 'get'],
    ] as const)
      expect(security(path, method), `${method} ${path}`).toEqual([]);
    expect(security('/api/dogs/{id}/contact', 'patch')).toEqual([ownerKey, session]);
    expect(security('/api/lookup/{registryNumber}', 'get')).toEqual([{}, ownerKey, session]);
    expect(security('/api/auth/me', 'get')).toEqual([{}, session]);
    expect(security('/api/auth/mfa/totp', 'post')).toEqual([session]);
    expect(security('/api/auth/password', 'post')).toEqual([session]);
    expect(security('/metrics', 'get')).toEqual([{ metricsToken: [] }]);
    const staff = operations().filter(({ path }) => path.startsWith('/api/admin/'));
    expect(staff.filter(({ operation }) => JSON.stringify(operation.security) !== JSON.stringify([session]))).toEqual(
      [],
    );
  });

  it('answers 201 where a record is created and 204 where nothing is returned', () => {
    expect(Object.keys(doc.paths['/api/registrations']?.post?.responses ?? {})).toContain('201');
    const deleteResponses = doc.paths['/api/admin/dogs/{id}']?.delete?.responses ?? {};
    expect(Object.keys(deleteResponses)).toContain('204');
  });
});

const BODYLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/admin/dogs/{id}/approve',
  'POST /api/dogs/{id}/replacement-card',
  'POST /api/admin/payment-codes/{code}/void',
  'POST /api/admin/hand-offs/{handOffId}/passed-on',
  'POST /api/auth/mfa/passkey/options',
  'POST /api/auth/factors/totp/start',
  'POST /api/auth/factors/passkey/options',
  'POST /api/auth/recovery-codes',
  'POST /api/dogs/{id}/refusals/{refusalId}/complaint',
]);

describe('where the document says the API is', () => {
  it('is PUBLIC_URL when set, whatever address a request came to', async () => {
    const app = await createTestApp('sqlite', { PUBLIC_URL: 'https://registry.example.org' });
    try {
      for (const host of ['registry.example.org', 'evil.example', '10.0.0.5:3000']) {
        const served = (await app.app.inject({ url: '/api/docs/json', headers: { host } })).json<Document>();
        expect(served.servers).toEqual([{ url: 'https://registry.example.org', description: expect.any(String) }]);
      }
    } finally {
      await app.close();
    }
  });

  it("is this machine's own address, from PORT, when PUBLIC_URL is not set", async () => {
    const app = await createTestApp('sqlite', { PORT: '4123' });
    try {
      const served = await app.app.inject({ url: '/api/docs/json', headers: { host: 'evil.example' } });
      expect(served.json<Document>().servers).toEqual([
        { url: 'http://localhost:4123', description: expect.any(String) },
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('Swagger UI at /api/docs', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.org' };
  it.each([
    ['production', 404, PRODUCTION],
    ['production with API_DOCS=true', 200, { ...PRODUCTION, API_DOCS: 'true' }],
    ['development', 200, { NODE_ENV: 'development' }],
    ['development with API_DOCS=false', 404, { NODE_ENV: 'development', API_DOCS: 'false' }],
  ] as const)('in %s answers %i, and the document itself is served either way', async (_label, status, env) => {
    const app = await createTestApp('sqlite', env);
    try {
      const page = await app.app.inject('/api/docs/');
      expect(page.statusCode).toBe(status);
      if (status === 200) expect(page.headers['content-type']).toMatch(/^text\/html/);
      else expect(page.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await app.app.inject('/api/docs')).statusCode).toBe(status === 200 ? 200 : 404);
      expect((await app.app.inject('/api/docs/static/swagger-ui.css')).statusCode).toBe(status);
      const document = await app.app.inject('/api/docs/json');
      expect(document.statusCode).toBe(200);
      expect(Object.keys(document.json<Document>().paths)).toContain('/api/registrations');
      const yaml = await app.app.inject('/api/docs/yaml');
      expect(yaml.statusCode).toBe(200);
      expect(yaml.body).toMatch(/^openapi: 3\.1\.0$/m);
    } finally {
      await app.close();
    }
  });
});
