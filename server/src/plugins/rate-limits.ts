/**
 * Per-address limits on the public endpoints that could be used to scrape the registry (counting
 * through registry numbers, trainer licenses) or to guess payment codes, and on the staff sign-in
 * steps, which also have a limit for every address together (a botnet's many addresses). The routes of a group share
 * one counter per address (an IPv6 client's /64). With REDIS_URL the counters are in Redis, shared by
 * every instance, and in memory while Redis is unreachable; otherwise each process keeps its own
 * (docs/DEPLOYMENT.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { documentErrors } from './openapi';
import { rateLimitSubject } from '../access/caller';
import { ApiError } from '../lib/api-error';
import { requestLocale, words } from '../lib/words';
import { openRedisLink, type RedisLink } from './redis-link';
import { fallbackStore } from './fallback-rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const REDIS_NAMESPACE = 'sdr-rate-limit:';

export type RateLimitGroup = keyof Config['rateLimits'];

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hooks that count a request against its group's hourly limit (sign-ins: two limits). */
    rateLimited: Record<Exclude<RateLimitGroup, 'signInsOverall' | 'lookupsPerDay'>, onRequestHookHandler>;
    /** The Redis that shares the limits between instances (REDIS_URL), or null when each keeps its own. */
    redisLink: RedisLink | null;
  }
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // Loaded only with REDIS_URL. An outage counts in memory instead of delaying requests (plugins/redis-link.ts).
  const link = config.redisUrl ? await openRedisLink(config.redisUrl, app.log) : null;
  app.decorate('redisLink', link);
  if (link) app.addHook('onClose', () => link.close());
  await app.register(rateLimit, {
    global: false,
    ...(link ? { store: fallbackStore(link, REDIS_NAMESPACE) } : {}),
    // Said in the reader's language: a handler or a clerk may be reading the site in Spanish.
    errorResponseBuilder: (request, { ttl }) =>
      new ApiError(
        429,
        'RATE_LIMITED',
        words(requestLocale(request), 'errors.tooManyAttempts', { minutes: Math.max(1, Math.ceil(ttl / 60_000)) }),
      ),
  });
  const hook = (group: RateLimitGroup) =>
    documentErrors(
      app.rateLimit({
        max: config.rateLimits[group],
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `${group}:${rateLimitSubject(request.caller, request.ip)}`,
      }),
      [429],
    );
  const perAddress = (group: RateLimitGroup, max: number, timeWindow: number) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${group}:${rateLimitSubject(request.caller, request.ip)}`,
    });
  // Two limits on one request: the plugin's hooks run only the first of several, so these are asked in turn.
  const inTurn =
    (limits: ReturnType<typeof app.createRateLimit>[]): onRequestHookHandler =>
    async (request, reply) => {
      for (const limit of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('Retry-After', result.ttlInSeconds);
          throw new ApiError(
            429,
            'RATE_LIMITED',
            words(requestLocale(request), 'errors.tooManyAttempts', {
              minutes: Math.max(1, Math.ceil(result.ttl / 60_000)),
            }),
          );
        }
      }
    };
  // Sign-ins: the address's own first, so one flooding address spends only its share of the overall one.
  const signIns = inTurn([
    perAddress('signIns', config.rateLimits.signIns, HOUR_MS),
    app.createRateLimit({ max: config.rateLimits.signInsOverall, timeWindow: HOUR_MS, keyGenerator: () => 'signIns' }),
  ]);
  // Look-ups: an hour's bursts, and a day's total that bounds what one address can read out of the registry.
  const lookups = inTurn([
    perAddress('lookups', config.rateLimits.lookups, HOUR_MS),
    perAddress('lookupsPerDay', config.rateLimits.lookupsPerDay, DAY_MS),
  ]);
  app.decorate('rateLimited', {
    lookups: documentErrors(lookups, [429]),
    codeChecks: hook('codeChecks'),
    registrations: hook('registrations'),
    ownerLinks: hook('ownerLinks'),
    signIns: documentErrors(signIns, [429]),
  });
}
