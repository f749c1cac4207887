/**
 * Spans sent to an OpenTelemetry collector over OTLP/HTTP (JSON), loaded only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: every package here is imported when this starts, never at the
 * server's start, so an idle server without a collector holds none of them (docs/decisions/037-tracing.md).
 * The exporter reads the other standard settings itself (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT,
 * _COMPRESSION, _CERTIFICATE); spans wait in a batch and leave every few seconds and at close.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestOutcome, RequestSpan, RequestStart, SpanExport } from './span-export';

export interface OtlpSettings {
  /** The collector's base address; spans go to its /v1/traces. */
  endpoint: string;
  serviceName: string;
}

/** A collector that does not answer must not hold a stop past the server's own deadline (main.ts). */
const CLOSE_DEADLINE_MS = 3000;

/** The SDK hands over a failed export's error as JSON, stack included; the log gets its message. */
function withoutStack(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: a message of the SDK's own
  }
  return message;
}

export async function startOtlpSpanExport(
  settings: OtlpSettings,
  warn: (message: string) => void,
): Promise<SpanExport> {
  const [api, { TracerProvider, BatchSpanProcessor }, { defaultResource, resourceFromAttributes }, otlp, semconv] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/semantic-conventions'),
    ]);
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags, trace, diag, DiagLogLevel } = api;
  // The SDK reports a failed export (collector unreachable, refused) through its diagnostics logger.
  const toLog = (message: string) => warn(`tracing: ${withoutStack(message)}`);
  diag.setLogger(
    { error: toLog, warn: toLog, info: () => {}, debug: () => {}, verbose: () => {} },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );

  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: settings.serviceName })),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new otlp.OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }) }),
    ],
  });
  const tracer = provider.getTracer('service-dog-registry');

  return {
    start(request: RequestStart): RequestSpan {
      const parent = request.parent
        ? trace.setSpanContext(ROOT_CONTEXT, {
            traceId: request.parent.traceId,
            spanId: request.parent.spanId,
            traceFlags: request.parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
            isRemote: true,
          })
        : ROOT_CONTEXT;
      const span = tracer.startSpan(
        request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            [semconv.ATTR_HTTP_REQUEST_METHOD]: request.method,
            [semconv.ATTR_URL_PATH]: request.path,
          },
        },
        parent,
      );
      const { traceId, spanId } = span.spanContext();
      let ended = false;
      return {
        traceId,
        spanId,
        end(outcome: RequestOutcome) {
          if (ended) return;
          ended = true;
          if (outcome.route !== null) {
            span.updateName(`${request.method} ${outcome.route}`);
            span.setAttribute(semconv.ATTR_HTTP_ROUTE, outcome.route);
          }
          if (outcome.answered) {
            span.setAttribute(semconv.ATTR_HTTP_RESPONSE_STATUS_CODE, outcome.status);
            // A server's span is an error only when the server failed, not when the client asked wrong.
            if (outcome.status >= 500) {
              span.setAttribute(semconv.ATTR_ERROR_TYPE, String(outcome.status));
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
          } else {
            span.setAttribute(semconv.ATTR_ERROR_TYPE, 'connection_closed');
            span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer was sent' });
          }
          span.end();
        },
      };
    },
    async close() {
      // The last batch's failure comes back here, not through diag; either way a warning, never a failed stop.
      const sent = provider
        .shutdown()
        .catch((error: unknown) => toLog(`spans not sent: ${error instanceof Error ? error.message : String(error)}`));
      await Promise.race([sent, sleep(CLOSE_DEADLINE_MS, undefined, { ref: false })]);
    },
  };
}
