/**
 * Trace ids in the request log, and spans sent to a real OTLP/HTTP receiver on this machine when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: the same ids in both, the caller's trace when it sent one, the
 * route's template and the status, and never a secret from the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { loadConfig } from '../config';
import { requestLogOptions } from '../plugins/request-log';
import { startOtlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';
import { createTestApp, type TestApp } from '../test/test-app';
import { newSpanId, newTraceId, parseTraceParent } from './trace-context';

interface RequestLine {
  msg: string;
  reqId: string;
  trace_id?: string;
  span_id?: string;
  url: string;
  route: string | null;
  status: number;
}

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const SECRETS = ['OwnerKeyValue', 'Sup3rSecretSetupToken', 'WebSetupTokenValue', 'Jordan'];

async function appWithLog(t: TestApp): Promise<{ app: App; lines: () => RequestLine[] }> {
  const written: string[] = [];
  const app = await buildApp(t.context, {
    logger: { ...(requestLogOptions('info') as object), stream: { write: (line: string) => void written.push(line) } },
  });
  return {
    app,
    lines: () => written.map((line) => JSON.parse(line) as RequestLine).filter((line) => line.msg === 'request'),
  };
}

describe('the tracing settings', () => {
  it('send nothing by default, and name the service service-dog-registry', () => {
    expect(loadConfig({}).tracing).toEqual({ otlpEndpoint: null, serviceName: 'service-dog-registry' });
  });

  it('take a collector address with or without a trailing slash', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/' }).tracing.otlpEndpoint).toBe(
      'http://otel-collector:4318',
    );
  });

  it('refuse an address that is not http(s), naming the setting', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
  });
});

describe('the traceparent header', () => {
  it.each([
    [`00-${CALLER_TRACE}-${CALLER_SPAN}-01`, { traceId: CALLER_TRACE, spanId: CALLER_SPAN, sampled: true }],
    [` 00-${CALLER_TRACE}-${CALLER_SPAN}-00 `, { traceId: CALLER_TRACE, spanId: CALLER_SPAN, sampled: false }],
    // A later version may carry more fields; the first four are read.
    [`01-${CALLER_TRACE}-${CALLER_SPAN}-03-extra`, { traceId: CALLER_TRACE, spanId: CALLER_SPAN, sampled: true }],
  ])('%s is the caller’s trace', (header, parent) => {
    expect(parseTraceParent(header)).toEqual(parent);
  });

  it.each([
    [undefined],
    [''],
    [`ff-${CALLER_TRACE}-${CALLER_SPAN}-01`],
    [`00-${CALLER_TRACE}-${CALLER_SPAN}-01-extra`],
    [`00-${'0'.repeat(32)}-${CALLER_SPAN}-01`],
    [`00-${CALLER_TRACE}-${'0'.repeat(16)}-01`],
    [`00-${CALLER_TRACE.toUpperCase()}-${CALLER_SPAN}-01`],
    [`00-${CALLER_TRACE}-${CALLER_SPAN}`],
    [[`00-${CALLER_TRACE}-${CALLER_SPAN}-01`, `00-${CALLER_TRACE}-${CALLER_SPAN}-01`]],
  ])('%j is ignored: the request starts a trace of its own', (header) => {
    expect(parseTraceParent(header)).toBeNull();
  });
});

describe('new trace and span ids', () => {
  it('are well-formed and never repeat, across many draws of the random pool', () => {
    const traces = Array.from({ length: 2_000 }, newTraceId);
    const spans = Array.from({ length: 2_000 }, newSpanId);
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of spans) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set([...traces, ...spans]).size).toBe(4_000);
    // Each is a valid parent for a caller of ours: not all zeros.
    expect(parseTraceParent(`00-${traces[0]}-${spans[0]}-01`)).not.toBeNull();
  });
});

describe('trace ids in the request log, with no collector configured', () => {
  let t: TestApp;
  let app: App;
  let lines: () => RequestLine[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ({ app, lines } = await appWithLog(t));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('gives every request line a trace id, the caller’s when it sent one', async () => {
    await app.inject('/api/config');
    await app.inject('/api/config');
    await app.inject({ url: '/api/config', headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` } });
    const [first, second, third] = lines();
    for (const line of [first, second, third]) {
      expect(line?.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(line?.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(line?.reqId).toMatch(/\S/);
    }
    expect(first?.trace_id).not.toBe(second?.trace_id);
    expect(third?.trace_id).toBe(CALLER_TRACE);
    expect(third?.span_id).not.toBe(CALLER_SPAN);
  });
});

describe('spans sent to an OTLP/HTTP collector', () => {
  let receiver: OtlpReceiver;
  let t: TestApp;
  let app: App;
  let lines: () => RequestLine[];
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    t = await createTestApp('sqlite', {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'registry-under-test',
    });
    ({ app, lines } = await appWithLog(t));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('sends one server span per request when the app closes, with the log’s ids, route and status', async () => {
    await app.inject({
      url: '/api/lookup/SDR-9999',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    await app.inject('/api/config');
    await app.inject('/api/dogs/4f6c3a1e-0000-4000-8000-000000000000?key=OwnerKeyValue');
    await app.inject('/api/auth/setup/Sup3rSecretSetupToken');
    await app.inject('/admin/setup/WebSetupTokenValue?from=email');
    await app.inject('/api/admin/dogs?search=Jordan');
    expect(receiver.spans).toEqual([]);
    await app.close();

    const logged = lines();
    expect(logged).toHaveLength(6);
    const spanOf = (line: RequestLine) =>
      receiver.spans.find((span) => span.traceId === line.trace_id && span.spanId === line.span_id);
    const spans = logged.map(spanOf);
    expect(receiver.spans).toHaveLength(6);
    expect(spans.every(Boolean)).toBe(true);

    expect(
      spans.map((span) => [
        span?.name,
        span?.attributes['http.route'],
        span?.attributes['http.response.status_code'],
        span?.attributes['url.path'],
      ]),
    ).toEqual([
      ['GET /api/lookup/:registryNumber', '/api/lookup/:registryNumber', 404, '/api/lookup/SDR-9999'],
      ['GET /api/config', '/api/config', 200, '/api/config'],
      ['GET /api/dogs/:id', '/api/dogs/:id', 404, '/api/dogs/4f6c3a1e-0000-4000-8000-000000000000'],
      ['GET /api/auth/setup/:token', '/api/auth/setup/:token', 200, '/api/auth/setup/[redacted]'],
      ['GET', undefined, 404, '/admin/setup/[redacted]'],
      ['GET /api/admin/dogs', '/api/admin/dogs', 401, '/api/admin/dogs'],
    ]);
    for (const span of spans) {
      expect(span?.kind).toBe(2);
      expect(span?.attributes['http.request.method']).toBe('GET');
      expect(span?.resource['service.name']).toBe('registry-under-test');
    }
    // The caller's trace goes on: same trace id, and its span is the parent.
    expect(spans[0]?.traceId).toBe(CALLER_TRACE);
    expect(spans[0]?.parentSpanId).toBe(CALLER_SPAN);
    expect(spans[1]?.parentSpanId).toBeNull();
    expect(new Set(spans.map((span) => span?.traceId)).size).toBe(6);
  });

  it('never sends the owner key, a setup token, staff search text or any query string', () => {
    const sent = receiver.bodies.join('\n');
    expect(sent.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    expect(sent).not.toContain('?');
  });
});

describe('a collector that refuses the spans', () => {
  it('costs one warning in the log, and the requests are answered as usual', async () => {
    const receiver = await startOtlpReceiver({ refuse: true });
    const t = await createTestApp('sqlite', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    const written: string[] = [];
    const app = await buildApp(t.context, {
      logger: {
        ...(requestLogOptions('info') as object),
        stream: { write: (line: string) => void written.push(line) },
      },
    });
    expect((await app.inject('/api/config')).statusCode).toBe(200);
    await app.close();
    await t.close();
    await receiver.close();

    expect(receiver.bodies).toHaveLength(1);
    const warnings = written
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/^tracing: /);
    expect(warnings[0]?.msg).not.toContain('stack');
  });
});
