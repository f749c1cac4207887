/**
 * Per-address limits on the public endpoints that could be used to scrape the registry (counting
 * through registry numbers, trainer licenses) or to guess payment codes. The routes of a group share
 * one counter per address (an IPv6 client's /64). With REDIS_URL the counters are in Redis, shared by
 * every instance; otherwise each process keeps its own (docs/DEPLOYMENT.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { documentErrors } from './openapi';
import { ApiError } from '../lib/api-error';
import { rateLimitKey } from '../lib/client-address';
import { requestLocale, siteWords } from '../lib/site-words';

const HOUR_MS = 60 * 60 * 1000;

export type RateLimitGroup = keyof Config['rateLimits'];

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hooks that count a request against its group's hourly limit. */
    rateLimited: Record<RateLimitGroup, onRequestHookHandler>;
  }
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // Loaded only with REDIS_URL. Short timeouts: a slow Redis must not hold requests (@fastify/rate-limit's advice).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    // A Redis that is down lets requests through (skipOnError) and says so in the log, once per error burst.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis for rate limits is unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sdr-rate-limit:', skipOnError: true } : {}),
    // Said in the reader's language: a handler or a clerk may be reading the site in Spanish.
    errorResponseBuilder: (request, { ttl }) =>
      new ApiError(
        429,
        'RATE_LIMITED',
        siteWords(requestLocale(request), 'errors.tooManyAttempts', { minutes: Math.max(1, Math.ceil(ttl / 60_000)) }),
      ),
  });
  const hook = (group: RateLimitGroup) =>
    documentErrors(
      app.rateLimit({
        max: config.rateLimits[group],
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `${group}:${rateLimitKey(request.ip)}`,
      }),
      [429],
    );
  app.decorate('rateLimited', {
    lookups: hook('lookups'),
    codeChecks: hook('codeChecks'),
    registrations: hook('registrations'),
    ownerLinks: hook('ownerLinks'),
  });
}
