/** All SQL on the queue of owner link requests, which hold what a visitor typed until a worker answers them. */
import type { Kysely } from 'kysely';
import type { DB, OwnerLinkRequestsTable } from '../db/schema';
import { randomToken } from '../lib/tokens';

export type QueuedOwnerLinkRequest = OwnerLinkRequestsTable;

/** One insert, whatever was typed: the same work for an address on file and any other. */
export async function queueOwnerLinkRequest(
  db: Kysely<DB>,
  request: Omit<QueuedOwnerLinkRequest, 'id'>,
): Promise<void> {
  await db
    .insertInto('owner_link_requests')
    .values({ id: randomToken(16), ...request })
    .execute();
}

export function oldestOwnerLinkRequests(db: Kysely<DB>, limit: number): Promise<QueuedOwnerLinkRequest[]> {
  return db.selectFrom('owner_link_requests').selectAll().orderBy('requested_at').limit(limit).execute();
}

/** Deletes a request; false when another worker took it first (its transaction decides who answers it). */
export async function takeOwnerLinkRequest(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('owner_link_requests').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
