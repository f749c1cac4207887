/**
 * "Email me my owner link": when the registry number and the email address match a registration, a
 * fresh owner key is made (the old link stops working) and sent to that address. The caller learns
 * nothing either way: the route answers the same, and only the address on file receives anything.
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '#common/activity-actions';
import { normalizeEmail } from '#common/normalize';
import { parseRegistrySequence } from '#common/registry-number';
import type { OwnerLinkRequest } from '#common/schemas';
import { recordActivity } from '../activity/activity-repository';
import type { DB } from '../db/schema';
import type { Registry } from '../email/email-layout';
import { enqueueMessage } from '../email/outbox-repository';
import { ownerLinkEmail } from '../email/registration-emails';
import { randomToken, sha256 } from '../lib/tokens';
import { findDogBySequence } from './dog-repository';
import { emailLocale } from '../email/email-words';

export async function sendOwnerLink(
  db: Kysely<DB>,
  deps: { registry: Registry; registryPrefix: string; baseUrl: string },
  request: OwnerLinkRequest,
): Promise<void> {
  const sequence = parseRegistrySequence(request.registryNumber, deps.registryPrefix);
  if (sequence === null) return;
  await db.transaction().execute(async (trx) => {
    const row = await findDogBySequence(trx, sequence);
    if (!row || normalizeEmail(row.owner_email) !== normalizeEmail(request.email)) return;
    const ownerToken = randomToken(32);
    const at = new Date().toISOString();
    // Only the key changes: not the record's version, so no edit in progress is refused because of it.
    await trx
      .updateTable('service_dogs')
      .set({ owner_token_hash: sha256(ownerToken) })
      .where('id', '=', row.id)
      .execute();
    const email = ownerLinkEmail(deps.registry, {
      dogName: row.dog_name,
      registryNumber: row.registry_number,
      ownerLink: `${deps.baseUrl}/registry/${row.id}?key=${encodeURIComponent(ownerToken)}`,
      locale: emailLocale(row.language),
    });
    await enqueueMessage(trx, { kind: 'owner_link.sent', to: row.owner_email, dogId: row.id, ...email }, at);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.ownerLinkSent,
      actorLabel: ACTIVITY_ACTORS.ownerLinkRequest,
      dogId: row.id,
      registryNumber: row.registry_number,
      at,
    });
  });
}
