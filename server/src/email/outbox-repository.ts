/** All SQL on the outbox. */
import type { Kysely } from 'kysely';
import type { DB, OutboxTable } from '../db/schema';
import { randomToken } from '../lib/tokens';

export interface NewMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  dogId?: string | null;
}

/** Writes a message to send; call it inside the transaction of the change that causes it. */
export async function enqueueMessage(
  db: Kysely<DB>,
  message: NewMessage,
  at = new Date().toISOString(),
): Promise<string> {
  const id = randomToken(16);
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      dog_id: message.dogId ?? null,
      created_at: at,
      next_attempt_at: at,
    })
    .execute();
  return id;
}

export type OutboxRow = Pick<OutboxTable, 'id' | 'kind' | 'to_address' | 'subject' | 'text_body' | 'html_body'> & {
  attempts: number;
};

/**
 * Takes up to `limit` due messages for this worker: a conditional update gives each row to exactly one
 * claimant, so two instances never hold the same message. A lease that runs out (a crash mid-send)
 * frees the row for the next claim.
 */
export async function claimDueMessages(
  db: Kysely<DB>,
  owner: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs).toISOString();
  await db
    .updateTable('outbox')
    .set({ lease_owner: owner, lease_until: until })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .execute();
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .where('lease_owner', '=', owner)
    .where('lease_until', '=', until)
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * Sent: the bodies, which may hold an owner link, are cleared; who, what and when stay. A registry that
 * sends no email keeps them for its staff to pass on by hand (server/src/hand-offs/), until they say it
 * is done or OUTBOX_FILE_RETENTION_MS passes.
 */
export async function markSent(
  db: Kysely<DB>,
  id: string,
  owner: string,
  at: string,
  keepBodies = false,
): Promise<void> {
  const bodies = keepBodies ? {} : { text_body: '', html_body: '' };
  await db
    .updateTable('outbox')
    .set({ sent_at: at, ...bodies, lease_owner: null, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function markAttemptFailed(
  db: Kysely<DB>,
  id: string,
  owner: string,
  update: { attempts: number; nextAttemptAt: string; error: string; givenUpAt: string | null },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts: update.attempts,
      next_attempt_at: update.nextAttemptAt,
      last_error: update.error.slice(0, 500),
      failed_at: update.givenUpAt,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
