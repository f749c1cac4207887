/**
 * A collector's OTLP/HTTP trace endpoint, as small as a test needs: a real HTTP server on this machine
 * that takes `POST /v1/traces` in OTLP's JSON encoding and keeps every span it was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number; message?: string };
}
interface ExportRequest {
  resourceSpans: { resource?: { attributes?: KeyValue[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP's SpanKind: 2 is SERVER. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  resource: Record<string, string | number | boolean>;
}

export interface OtlpReceiver {
  /** The base address, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  spans: ReceivedSpan[];
  /** Every request body as it arrived, to search for what must never be sent. */
  bodies: string[];
  close(): Promise<void>;
}

function plain(value: AnyValue): string | number | boolean {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue ?? '';
}

function record(attributes: KeyValue[] = []): Record<string, string | number | boolean> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));
}

/** `refuse`: answer every export 400, as a collector does with a request it cannot read. */
export async function startOtlpReceiver(options: { refuse?: boolean } = {}): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      if (options.refuse) {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"code":3,"message":"refused"}');
        return;
      }
      const exported = JSON.parse(body) as ExportRequest;
      for (const { resource, scopeSpans } of exported.resourceSpans) {
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || null,
            name: span.name,
            kind: span.kind,
            attributes: record(span.attributes),
            statusCode: span.status?.code ?? 0,
            resource: record(resource?.attributes),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
