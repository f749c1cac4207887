/**
 * After the upgrade to cards as records (migration 0017), every registration in force gets a card of
 * the new kind, once, at start. Each record in its own transaction, so a large registry never holds
 * one long lock; a crash midway leaves the flag set and the next start finishes the job.
 */
import { statusesWhere } from '#common/lifecycle';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { findRegistrationById, lockRegistry } from './registration-repository';
import { settleCards } from './cards';

const IN_FORCE = statusesWhere('keepsCard');

/** How many cards were issued; 0 when there was nothing to do. */
export async function issueMissingCards(deps: TransactionDeps): Promise<number> {
  const { db } = deps;
  const space = await db.selectFrom('status_list_space').select('backfill_pending').executeTakeFirst();
  if (!space || space.backfill_pending === 0) return 0;
  const missing = await db
    .selectFrom('service_dogs')
    .select('id')
    .where('status', 'in', IN_FORCE)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cards')
            .select('cards.status_index')
            .whereRef('cards.dog_id', '=', 'service_dogs.id')
            .where('cards.ended_at', 'is', null),
        ),
      ),
    )
    .execute();
  for (const { id } of missing) {
    await inTransaction(deps, async ({ db: trx }) => {
      const at = new Date().toISOString();
      // Two instances starting at once both backfill: the lock makes the second see the first's card.
      await lockRegistry(trx, at);
      const row = await findRegistrationById(trx, id);
      if (row) await settleCards(trx, id, row, at, { backfill: true });
    });
  }
  await db.updateTable('status_list_space').set({ backfill_pending: 0 }).execute();
  return missing.length;
}
