/**
 * What request-tracing.ts asks of a span exporter, so it loads no OpenTelemetry code itself: a span per
 * request, described in the server's own terms, and a close that sends what is left.
 */
import type { TraceParent } from './trace-context';

export interface RequestStart {
  method: string;
  /** The address's path with its secrets redacted; never the query string. */
  path: string;
  /** The caller's trace, from a valid `traceparent` header. */
  parent: TraceParent | null;
}

export interface RequestOutcome {
  /** The route's template (`/api/dogs/:id`); null when no route matched. */
  route: string | null;
  status: number;
  /** False when the connection closed before the answer was sent. */
  answered: boolean;
}

export interface RequestSpan {
  traceId: string;
  spanId: string;
  end(outcome: RequestOutcome): void;
}

export interface SpanExport {
  start(request: RequestStart): RequestSpan;
  /** Sends the spans still waiting, then stops. */
  close(): Promise<void>;
}
