/** Throughput and latency under load, measured with autocannon from this (a second) process. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  /** Called for every request: returns the path to ask for (random existing records). */
  nextPath?: () => string;
  connections: number;
  seconds: number;
}

export async function load({ url, nextPath, connections, seconds }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
