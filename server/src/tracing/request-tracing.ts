/**
 * A trace id on every log line a request writes, and a server span per request sent to an
 * OpenTelemetry collector when OTEL_EXPORTER_OTLP_ENDPOINT is set. The ids are the caller's trace
 * (a valid `traceparent` header) or new ones; the log and the span carry the same. The span is made
 * here, by hand, not by patching modules: the production server is one esbuild bundle that
 * auto-instrumentation cannot see into (docs/decisions/037-tracing.md).
 *
 * Like the request log (plugins/request-log.ts), a span never holds the query string (the owner
 * link's key, staff's search text), a secret path (the setup link), cookies, headers or the
 * client's address: its name is the method and the route's template (`GET /api/dogs/:id`).
 */
import type { FastifyInstance, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import { redactUrl } from '../plugins/request-log';
import { newSpanId, newTraceId, parseTraceParent } from './trace-context';
import type { RequestSpan, SpanExport } from './span-export';

export interface TracingSettings {
  /** The collector's OTLP/HTTP address; null sends no spans (the log still has trace ids). */
  otlpEndpoint: string | null;
  serviceName: string;
}

export interface RequestTracing {
  /** Fastify's per-request logger, with `trace_id` and `span_id` bound next to the request id. */
  childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']>;
  /** Ends each request's span with its route and status, and sends the last spans when the app closes. */
  register(app: FastifyInstance): void;
}

/** The address's path without its query string, and with a secret path's token redacted. */
function spanPath(url: string): string {
  const queryStart = url.indexOf('?');
  return redactUrl(queryStart === -1 ? url : url.slice(0, queryStart));
}

export async function startRequestTracing(settings: TracingSettings): Promise<RequestTracing> {
  let warn: (message: string) => void = () => {};
  // Imported only here: without a collector no OpenTelemetry module is loaded (the idle server's memory).
  const spanExport: SpanExport | null = settings.otlpEndpoint
    ? await (
        await import('./otlp-span-export')
      ).startOtlpSpanExport({ endpoint: settings.otlpEndpoint, serviceName: settings.serviceName }, (message) =>
        warn(message),
      )
    : null;
  const spans = new WeakMap<RawRequestDefaultExpression, RequestSpan>();

  return {
    childLoggerFactory(logger, bindings, options, rawRequest) {
      const parent = parseTraceParent(rawRequest.headers.traceparent);
      let ids: { traceId: string; spanId: string };
      if (spanExport) {
        const span = spanExport.start({
          method: rawRequest.method ?? 'GET',
          path: spanPath(rawRequest.url ?? '/'),
          parent,
        });
        spans.set(rawRequest, span);
        ids = span;
      } else {
        ids = { traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId() };
      }
      return logger.child({ ...bindings, trace_id: ids.traceId, span_id: ids.spanId }, options);
    },
    register(app) {
      if (!spanExport) return;
      warn = (message) => app.log.warn(message);
      app.addHook('onRequest', (request, reply, done) => {
        const span = spans.get(request.raw);
        if (span) {
          const end = (answered: boolean) =>
            span.end({ route: request.routeOptions.url ?? null, status: reply.statusCode, answered });
          // 'finish' when the answer is sent; 'close' alone when the client left before it was.
          reply.raw.once('finish', () => end(true));
          reply.raw.once('close', () => end(false));
        }
        done();
      });
      app.addHook('onClose', async () => {
        await spanExport.close();
      });
    },
  };
}
