/**
 * The one way a service opens a transaction. Its work gets `tx`: the transaction's handle, and
 * `registrationChanged()`, which the lifecycle home (lifecycle/registration-change.ts) calls when it
 * writes a registration or retires a number. The change feed (db/change-feed.ts) hears it then, so
 * nothing read before the write is kept, and again once the transaction has ended, so nothing read
 * while it was open is kept either. Other instances hear it from PostgreSQL's triggers at commit.
 * Every transaction of the server opens here, those that touch no registration too (lint refuses
 * `.transaction()` elsewhere), so a write that comes to touch one later has the feed at hand.
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from './change-feed';
import type { DB } from './schema';

export interface Tx {
  db: Kysely<DB>;
  /** Says that a registration, or a retired number, changed in this transaction. */
  registrationChanged(): void;
}

/** What a transaction needs: the database, and the feed its registration changes are announced on. */
export interface TransactionDeps {
  db: Kysely<DB>;
  changes: Pick<ChangeFeed, 'announce'>;
}

export async function inTransaction<T>(deps: TransactionDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  let changed = false;
  try {
    return await deps.db.transaction().execute((trx) =>
      work({
        db: trx,
        registrationChanged: () => {
          changed = true;
          deps.changes.announce();
        },
      }),
    );
  } finally {
    // Committed or rolled back: either way, what was read meanwhile is not kept.
    if (changed) deps.changes.announce();
  }
}
