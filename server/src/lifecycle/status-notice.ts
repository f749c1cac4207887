/** Tells the handler about a status change, in the change's transaction: the message goes only if the change stays. */
import type { Kysely } from 'kysely';
import type { DB, RegistrationRow } from '../db/schema';
import type { Registry } from '../email/email-layout';
import { emailLocale } from '../email/email-words';
import { enqueueMessage } from '../email/outbox-repository';
import { statusNotice } from '../email/status-emails';
import { programmeRegistry } from '../email/programme-registry';

export async function notifyStatusChange(
  trx: Kysely<DB>,
  registry: Registry,
  before: RegistrationRow,
  after: RegistrationRow,
  at: string,
): Promise<void> {
  if (before.status === after.status) return;
  const locale = emailLocale(after.language);
  const notice = statusNotice(
    await programmeRegistry(trx, registry, after.programme_id, locale),
    { from: before.status, to: after.status, reason: after.status_reason },
    { dogName: after.dog_name, registryNumber: after.registry_number, expiresAt: after.expires_at, locale },
  );
  if (notice)
    await enqueueMessage(trx, { kind: notice.kind, to: after.owner_email, dogId: after.id, ...notice.content }, at);
}
