/**
 * "Email me my owner link". The request is queued as typed and answered at once, the same way whatever
 * was typed, so neither the answer nor its timing tells whether an address has a registration. A
 * worker (owner-link-worker.ts) answers the queue: when the number and the address match a
 * registration, a new key is made and sent to the registration's confirmed address. It waits beside the
 * current key: the old link works until the new one is first opened (owner-key.ts).
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '#common/activity-actions';
import { parseRegistrySequence } from '#common/registry-number';
import type { OwnerLinkRequest } from '#common/schemas';
import { recordActivity } from '../activity/activity-repository';
import type { DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import type { Registry } from '../email/email-layout';
import { emailLocale } from '../email/email-words';
import { enqueueMessage } from '../email/outbox-repository';
import { ownerLinkEmail } from '../email/registration-emails';
import { randomToken, sha256 } from '../lib/tokens';
import { recoveryAddress, sameAddress } from './contact-email';
import { findRegistrationBySequence } from '../lifecycle/registration-repository';
import { programmeRegistry } from '../email/programme-registry';
import {
  oldestOwnerLinkRequests,
  queueOwnerLinkRequest,
  takeOwnerLinkRequest,
  type QueuedOwnerLinkRequest,
} from './owner-link-request-repository';

/** What the route does before it answers: no look-up, one insert. */
export function requestOwnerLink(
  db: Kysely<DB>,
  request: OwnerLinkRequest,
  baseUrl: string,
  at = new Date().toISOString(),
): Promise<void> {
  return queueOwnerLinkRequest(db, {
    registry_number: request.registryNumber,
    email: request.email,
    base_url: baseUrl,
    requested_at: at,
  });
}

export interface OwnerLinkDeps {
  registry: Registry;
  registryPrefix: string;
}

const BATCH = 50;

/** Answers the queued requests, oldest first; how many sent a link. */
export async function answerOwnerLinkRequests(
  database: TransactionDeps,
  deps: OwnerLinkDeps,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const request of await oldestOwnerLinkRequests(database.db, BATCH)) {
    if (await answerOne(database, deps, request, now.toISOString())) sent++;
  }
  return sent;
}

/** One request, in one transaction with taking it off the queue, so two workers never both answer it. */
function answerOne(database: TransactionDeps, deps: OwnerLinkDeps, request: QueuedOwnerLinkRequest, at: string) {
  return inTransaction(database, async ({ db: trx }) => {
    if (!(await takeOwnerLinkRequest(trx, request.id))) return false;
    const sequence = parseRegistrySequence(request.registry_number, deps.registryPrefix);
    const row = sequence === null ? null : await findRegistrationBySequence(trx, sequence);
    if (!row) return false;
    const to = await recoveryAddress(trx, row);
    // The address on file or the confirmed one: either way the link goes to the confirmed one.
    if (!sameAddress(request.email, row.owner_email) && !sameAddress(request.email, to)) return false;
    const ownerToken = randomToken(32);
    // A second request replaces the waiting key: only the newest link sent can become the owner link.
    await trx
      .updateTable('service_dogs')
      .set({ pending_owner_token_hash: sha256(ownerToken) })
      .where('id', '=', row.id)
      .execute();
    const locale = emailLocale(row.language);
    const email = ownerLinkEmail(await programmeRegistry(trx, deps.registry, row.programme_id, locale), {
      dogName: row.dog_name,
      registryNumber: row.registry_number,
      ownerLink: `${request.base_url}/registry/${row.id}?key=${encodeURIComponent(ownerToken)}`,
      locale,
    });
    await enqueueMessage(trx, { kind: 'owner_link.sent', to, dogId: row.id, ...email }, at);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.ownerLinkSent,
      actorLabel: ACTIVITY_ACTORS.ownerLinkRequest,
      dogId: row.id,
      registryNumber: row.registry_number,
      programmeId: row.programme_id,
      at,
    });
    return true;
  });
}
