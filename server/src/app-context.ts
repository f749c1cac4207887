import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { SigningKeys } from './credentials/signing-keys';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { Storage } from './files/storage';

/** What every route needs, passed in explicitly so tests can build the app on any database. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: Storage;
  signingKeys: SigningKeys;
}

/**
 * What services are given: each takes the part it uses, as `Pick<ServiceDeps, 'db' | 'changes' | …>`,
 * and opens its transactions with `inTransaction` (db/transaction.ts).
 */
export interface ServiceDeps {
  db: Kysely<DB>;
  /** Where a change to a registration is announced (db/change-feed.ts). */
  changes: ChangeFeed;
  config: Config;
  storage: Storage;
  signingKeys: SigningKeys;
}

export function serviceDeps({ database, config, storage, signingKeys }: AppContext): ServiceDeps {
  return { db: database.db, changes: database.changes, config, storage, signingKeys };
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
