/**
 * Whether this instance can serve now (/api/health/ready): the database answers and the file storage
 * can be written and read. Redis is not needed to serve — without it rate limits are counted per
 * instance — so it makes the answer `degraded`, never unready. Each check gives up after
 * READINESS_CHECK_TIMEOUT_MS, so a database that hangs is an answer, not a probe that hangs too. What
 * failed, and where, goes to the log; the answer names only the dependency.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { pingDatabase } from '../db/database';
import type { readinessSchema } from '../lib/response-schemas';
import { REDIS_UNREACHABLE, type RedisLink } from '../plugins/redis-link';

export type Readiness = z.infer<typeof readinessSchema>;

/** Under the 3 s probe timeout docs/DEPLOYMENT.md recommends, with room for the answer. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export const NOT_READY_REASONS = {
  database: 'The database does not answer',
  storage: 'Uploaded files cannot be stored or read',
  redis: REDIS_UNREACHABLE,
} as const;

/** Resolves true when `check` succeeds in time; logs why it did not otherwise. */
async function passes(
  name: string,
  check: (signal: AbortSignal) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`);
      controller.abort(error);
      reject(error);
    }, READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(controller.signal), timedOut]);
    return true;
  } catch (error) {
    log.error({ err: error }, `readiness check: ${name} is not ready`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(
  { database, storage }: Pick<AppContext, 'database' | 'storage'>,
  redis: RedisLink | null,
  log: FastifyBaseLogger,
): Promise<Readiness> {
  const [databaseReady, storageReady] = await Promise.all([
    passes('database', () => pingDatabase(database), log),
    passes('storage', (signal) => storage.ready(signal), log),
  ]);
  const checks: Readiness['checks'] = {
    database: databaseReady ? 'ok' : 'unavailable',
    storage: storageReady ? 'ok' : 'unavailable',
    redis: redis ? (redis.up ? 'ok' : 'unavailable') : 'off',
  };
  const reasons = (['database', 'storage', 'redis'] as const)
    .filter((name) => checks[name] === 'unavailable')
    .map((name) => NOT_READY_REASONS[name]);
  const status = !databaseReady || !storageReady ? 'unavailable' : reasons.length > 0 ? 'degraded' : 'ok';
  return { status, checks, ...(reasons.length > 0 ? { reasons } : {}) };
}
