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
  /** The database server's CPU µs per request over the same load, when it was counted (PostgreSQL); else 0. */
  databaseCpuMicrosPerRequest: number;
}

/**
 * The load, measuring the CPU time of the process `pid`, which answers it, and, when `databaseCpu` is given
 * (a counter of the database server's CPU µs so far), the database's share.
 */
export async function measuredLoad(
  pid: number,
  options: LoadOptions,
  databaseCpu?: () => number,
): Promise<MeasuredLoad> {
  const before = cpuMicros(pid);
  const databaseBefore = databaseCpu?.() ?? 0;
  const result = await load(options);
  const requests = result.requestsPerSecond * options.seconds;
  const perRequest = (micros: number) => (requests > 0 ? micros / requests : 0);
  return {
    ...result,
    cpuMicrosPerRequest: perRequest(cpuMicros(pid) - before),
    databaseCpuMicrosPerRequest: databaseCpu ? perRequest(databaseCpu() - databaseBefore) : 0,
  };
}
