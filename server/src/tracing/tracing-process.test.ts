/**
 * The server as `npm start` runs it: without OTEL_EXPORTER_OTLP_ENDPOINT it loads no OpenTelemetry
 * package at all (the idle server's memory), and with it the spans of the requests it answered reach
 * the collector when it is stopped, through its own shutdown.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, type RunningServer } from '../../../support/server-process';
import { startOtlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';
import { createTestDatabase, type TestDatabaseLocation } from '../test/test-databases';
import { serverEnv } from '../reliability/reliability-fixtures';

const LOAD_WATCH = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/opentelemetry-loads.mjs');
const LOADED = 'OpenTelemetry module loaded';
const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';

function requestLines(output: string): { msg: string; trace_id?: string; url: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; trace_id?: string; url: string })
    .filter((line) => line.msg === 'request');
}

describe('tracing in the server process', () => {
  let location: TestDatabaseLocation;
  let receiver: OtlpReceiver;
  let server: RunningServer | null = null;
  beforeAll(async () => {
    location = await createTestDatabase('sqlite');
    receiver = await startOtlpReceiver();
  });
  afterAll(async () => {
    await server?.stop();
    await receiver.close();
    await location.drop();
  });

  const start = async (extra: Record<string, string>) => {
    const port = await freePort();
    server = await startProcess(
      ['--import', LOAD_WATCH, 'server/src/main.ts'],
      serverEnv(location, { LOG_LEVEL: 'info', ...extra }),
      port,
    );
    return server;
  };

  it('loads no OpenTelemetry package without a collector, and still logs trace ids', async () => {
    const running = await start({});
    await fetch(`${running.url}/api/config`);
    await fetch(`${running.url}/api/config`, { headers: { traceparent: `00-${CALLER_TRACE}-b7ad6b7169203331-01` } });
    await running.stop();

    expect(running.output()).not.toContain(LOADED);
    const lines = requestLines(running.output());
    expect(lines.map((line) => line.url)).toEqual(['/api/config', '/api/config']);
    expect(lines[0]?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[1]?.trace_id).toBe(CALLER_TRACE);
    expect(receiver.spans).toEqual([]);
  });

  it('sends the spans to the collector when the server stops, with the ids its log has', async () => {
    const running = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    await fetch(`${running.url}/api/lookup/SDR-0404`, {
      headers: { traceparent: `00-${CALLER_TRACE}-b7ad6b7169203331-01` },
    });
    await running.stop();

    expect(running.output()).toContain(LOADED);
    const [line] = requestLines(running.output());
    expect(line?.trace_id).toBe(CALLER_TRACE);
    const span = receiver.spans.find((received) => received.traceId === CALLER_TRACE);
    expect(span?.name).toBe('GET /api/lookup/:registryNumber');
    expect(span?.attributes['http.response.status_code']).toBe(404);
    expect(span?.resource['service.name']).toBe('service-dog-registry');
  });
});
