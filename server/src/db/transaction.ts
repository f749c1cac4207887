/**
 * The one way a service opens a transaction. Its work gets `tx`: the transaction's handle, and
 * `registrationChanged()`, which the lifecycle home (lifecycle/registration-change.ts) calls when it
 * writes a registration or retires a number. The change feed (db/change-feed.ts) hears it then, so
 * nothing read before the write is kept, and again once the transaction has ended, so nothing read
 * while it was open is kept either. Other instances hear it from PostgreSQL's triggers at commit.
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from './change-feed';
import type { DB } from './schema';

export interface Tx {
  db: Kysely<DB>;
  /** Says that a registration, or a retired number, changed in this transaction. */
  registrationChanged(): void;
}

export async function inTransaction<T>(
  deps: { db: Kysely<DB>; changes: Pick<ChangeFeed, 'announce'> },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
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
