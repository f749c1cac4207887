/**
 * The connection to Redis that shares rate limits between instances (REDIS_URL), and whether it is
 * usable right now. Redis going away must not slow a request: commands are never queued while it is
 * unreachable and time out quickly, and the caller then counts in this process's memory. The link
 * says so once in the log when it goes, once when it is back, and keeps reconnecting meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A command slower than this is treated as Redis being unavailable; a healthy one answers in well under 1 ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
const CONNECT_TIMEOUT_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2000;

/** What the health answers say while Redis is down; its address and the driver's error go to the log only. */
export const REDIS_UNREACHABLE = 'Redis is unreachable: rate limits are counted per instance until it is back';

export interface RedisLink {
  readonly client: Redis;
  /** True while commands can be sent; false before the first connection and during an outage. */
  readonly up: boolean;
  /** Why it is not up, for /api/health; null when it is. */
  readonly reason: string | null;
  /** Rate-limit counts made in memory because Redis could not take them, since start (for /metrics). */
  readonly fallbacks: number;
  /** Outages since start (for /metrics). */
  readonly outages: number;
  /** A command failed: note the outage, and reconnect if the connection looked open but did not answer. */
  failed(error: Error): void;
  countFallback(): void;
  close(): Promise<void>;
}

export async function openRedisLink(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected rather than hold the request until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let up = false;
  let reason: string | null = 'connecting';
  let warned = false;
  let fallbacks = 0;
  let outages = 0;

  const goDown = (error: Error) => {
    reason = REDIS_UNREACHABLE;
    if (!up && warned) return;
    up = false;
    outages += 1;
    if (!warned) log.warn({ err: error }, REDIS_UNREACHABLE);
    warned = true;
  };
  client.on('ready', () => {
    if (warned) log.info('Redis is reachable again: rate limits are shared between instances');
    up = true;
    reason = null;
    warned = false;
  });
  client.on('error', goDown);
  client.on('close', () => {
    if (up) goDown(new Error('connection closed'));
  });

  // Start sharing at once when Redis is there; when it is not, start anyway, counting in memory.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    client.once('ready', settle).once('error', settle);
  });

  return {
    client,
    get up() {
      return up;
    },
    get reason() {
      return reason;
    },
    get fallbacks() {
      return fallbacks;
    },
    get outages() {
      return outages;
    },
    failed(error) {
      goDown(error);
      // A timeout on an open connection (a Redis that hangs): drop it, so the reconnect decides.
      if (client.status === 'ready') client.disconnect(true);
    },
    countFallback() {
      fallbacks += 1;
    },
    async close() {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.quit().catch(() => client.disconnect());
    },
  };
}
