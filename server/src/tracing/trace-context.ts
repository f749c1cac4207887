/**
 * A request's place in a trace: the W3C `traceparent` header a caller (a proxy, another service)
 * sent, read as the Trace Context recommendation says, and fresh ids when there is none. Kept free of
 * OpenTelemetry so the log's trace ids cost nothing when no collector is configured
 * (docs/decisions/037-tracing.md).
 */
import { randomFillSync } from 'node:crypto';

export interface TraceParent {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** The caller's span: 16 lowercase hex digits. */
  spanId: string;
  /** Whether the caller records this trace (the `sampled` flag). */
  sampled: boolean;
}

// version-traceid-parentid-flags; a later version may add fields after a dash.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/** The header's trace, or null when it is missing or malformed (the request then starts its own). */
export function parseTraceParent(header: string | string[] | undefined): TraceParent | null {
  if (typeof header !== 'string') return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, spanId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(spanId)) return null;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/**
 * Random bytes drawn 4 KB at a time: one call into the system's generator per 170 requests instead
 * of two per request, which cost a tenth of a look-up's CPU (docs/PERFORMANCE.md).
 */
const pool = Buffer.allocUnsafeSlow(4096);
let used = pool.length;

/** `bytes` fresh random bytes as lowercase hex, never all zeros (an invalid id in Trace Context). */
function randomHex(bytes: number): string {
  for (;;) {
    if (used + bytes > pool.length) {
      randomFillSync(pool);
      used = 0;
    }
    const hex = pool.toString('hex', used, (used += bytes));
    if (!ALL_ZEROS.test(hex)) return hex;
  }
}

export function newTraceId(): string {
  return randomHex(16);
}

export function newSpanId(): string {
  return randomHex(8);
}
