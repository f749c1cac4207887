/** Throughput and latency under load, measured with autocannon from this (a second) process. */
import autocannon from 'autocannon';
import { cpuMicros } from '../../support/server-process';

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

/** A load's figures, with the CPU time the answering process spent per request. */
export interface MeasuredLoad extends LoadResult {
  /**
   * Server CPU µs per request (all its threads): the load generator shares the machine's cores, so this
   * says what a change saved more steadily than the rate does.
   */
  cpuMicrosPerRequest: number;
}

/** The load, measuring the CPU time of the process `pid`, which answers it. */
export async function measuredLoad(pid: number, options: LoadOptions): Promise<MeasuredLoad> {
  const before = cpuMicros(pid);
  const result = await load(options);
  const requests = result.requestsPerSecond * options.seconds;
  return { ...result, cpuMicrosPerRequest: requests > 0 ? (cpuMicros(pid) - before) / requests : 0 };
}
