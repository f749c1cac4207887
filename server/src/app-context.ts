import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { SigningKeys } from './credentials/signing-keys';
import type { Database } from './db/database';
import type { Storage } from './files/storage';

/** What every route needs, passed in explicitly so tests can build the app on any database. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: Storage;
  signingKeys: SigningKeys;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
