/**
 * Per-address limits on the public endpoints that could be used to scrape the registry (counting
 * through registry numbers, trainer licenses) or to guess payment codes. The routes of a group share
 * one counter per address. Counters live in each server process: behind N instances an address gets
 * up to N times the limit (docs/DEPLOYMENT.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { tooManyAttempts } from '#common/messages';
import type { Config } from '../config';
import { ApiError } from '../lib/api-error';

const HOUR_MS = 60 * 60 * 1000;

export type RateLimitGroup = keyof Config['rateLimits'];

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hooks that count a request against its group's hourly limit. */
    rateLimited: Record<RateLimitGroup, onRequestHookHandler>;
  }
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, { ttl }) =>
      new ApiError(429, 'RATE_LIMITED', tooManyAttempts(Math.max(1, Math.ceil(ttl / 60_000)))),
  });
  const hook = (group: RateLimitGroup) =>
    app.rateLimit({
      max: config.rateLimits[group],
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `${group}:${request.ip}`,
    });
  app.decorate('rateLimited', {
    lookups: hook('lookups'),
    codeChecks: hook('codeChecks'),
    registrations: hook('registrations'),
    ownerLinks: hook('ownerLinks'),
  });
}
