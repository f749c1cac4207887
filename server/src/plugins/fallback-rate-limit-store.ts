/**
 * Rate-limit counters in Redis while it answers, and in this process's memory while it does not: an
 * outage keeps every limit (per instance, for its duration) instead of dropping them or holding each
 * request until Redis answers. The counting itself is @fastify/rate-limit's own two stores.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisLink } from './redis-link';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store extends FastifyRateLimitStore {
  read?(key: string, callback: Counted, timeWindow: number, max: number): void;
}

const load = createRequire(import.meta.url);
const LocalStore = load('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = load('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;

type Method = 'incr' | 'read';

/** The plugin's settings, global or a limit's own, as it passes them to a store and its children. */
interface Settings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

class FallbackStore implements FastifyRateLimitStore {
  private readonly shared: Store;
  private readonly local: Store;

  constructor(
    settings: Settings,
    private readonly link: RedisLink,
    private readonly nameSpace: string,
  ) {
    const continueExceeding = settings.continueExceeding ?? false;
    const exponentialBackoff = settings.exponentialBackoff ?? false;
    this.shared = new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace);
    this.local = new LocalStore(continueExceeding, exponentialBackoff);
  }

  #count(method: Method, key: string, callback: Counted, timeWindow: number, max: number): void {
    const inMemory = () => {
      this.link.countFallback();
      this.local[method]?.(key, callback, timeWindow, max);
    };
    if (!this.link.up) return inMemory();
    this.shared[method]?.(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.link.failed(error);
        inMemory();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.#count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.#count('read', key, callback, timeWindow, max);
  }

  /**
   * The store of one limit (`app.rateLimit(...)`). Not RedisStore's own child: that one puts the route's
   * method and path in every key, which a limit made outside a route does not have, so the keys read
   * `sdr-rate-limit:undefinedundefined-codeChecks:<address>`. A group's key already names it (rate-limits.ts).
   */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FallbackStore {
    // The plugin's types call it a route's options; it passes the limit's settings merged with the plugin's.
    return new FallbackStore(routeOptions as Settings, this.link, this.nameSpace);
  }
}

/** The `store` option of @fastify/rate-limit for a registry with REDIS_URL: keys are `nameSpace` + the limit's key. */
export function fallbackStore(link: RedisLink, nameSpace: string) {
  return class extends FallbackStore {
    // The plugin passes its settings as it read them (continueExceeding and exponentialBackoff included).
    constructor(settings: Settings) {
      super(settings, link, nameSpace);
    }
  };
}
