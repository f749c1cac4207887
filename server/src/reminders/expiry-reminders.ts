/**
 * Expiry reminders: 90, 30 and 7 days before an active registration's valid-through date, each sent once
 * (a row in sent_reminders per record, reminder and date, written with the outbox message in one
 * transaction). A record first seen inside a window gets only the nearest reminder, not all of them.
 */
import { CLIENT_ROUTES } from '#common/client-routes';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import type { Registry } from '../email/email-layout';
import { enqueueMessage } from '../email/outbox-repository';
import { cappedByAccessTest, statusesWhere } from '#common/lifecycle';
import { termOf } from '../lifecycle/registration-change';
import { expiryReminderEmail } from './expiry-reminder-email';
import { emailLocale } from '../email/email-words';
import { programmeRegistry } from '../email/programme-registry';

export const REMINDER_DAYS = [90, 30, 7] as const;
const DAY_MS = 86_400_000;

/** The reminder due for a date `msLeft` away: the smallest window it is inside, or null beyond 90 days. */
/** The statuses whose date runs out, and so are reminded of it. */
const RUNS_OUT = statusesWhere('runsOut');

export function dueReminder(msLeft: number): (typeof REMINDER_DAYS)[number] | null {
  if (msLeft <= 0) return null;
  let due: (typeof REMINDER_DAYS)[number] | null = null;
  for (const days of REMINDER_DAYS) if (msLeft <= days * DAY_MS) due = days;
  return due;
}

export async function sendDueReminders(
  deps: TransactionDeps,
  registry: Registry,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS).toISOString();
  const expiring = await deps.db
    .selectFrom('service_dogs')
    .select([
      'id',
      'dog_name',
      'registry_number',
      'owner_email',
      'expires_at',
      'paid_through',
      'access_test_due',
      'programme_id',
      'language',
    ])
    .where('status', 'in', RUNS_OUT)
    .where('expires_at', '>', now.toISOString())
    .where('expires_at', '<=', horizon)
    .execute();
  let queued = 0;
  for (const dog of expiring) {
    const msLeft = Date.parse(dog.expires_at) - now.getTime();
    const days = dueReminder(msLeft);
    if (days === null) continue;
    const kind = `expiry.${days}`;
    const sent = await inTransaction(deps, async ({ db: trx }) => {
      const claimed = await trx
        .insertInto('sent_reminders')
        .values({ dog_id: dog.id, kind, valid_through: dog.expires_at, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['dog_id', 'kind', 'valid_through']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      const locale = emailLocale(dog.language);
      const email = expiryReminderEmail(await programmeRegistry(trx, registry, dog.programme_id, locale), {
        dogName: dog.dog_name,
        registryNumber: dog.registry_number,
        expiresAt: dog.expires_at,
        locale,
        daysLeft: Math.ceil(msLeft / DAY_MS),
        ownerLinkHelp: `${baseUrl}${CLIENT_ROUTES.ownerLink}`,
        cause: cappedByAccessTest(termOf(dog)) ? 'access-test' : 'payment',
      });
      await enqueueMessage(
        trx,
        { kind: `registration.${kind}`, to: dog.owner_email, dogId: dog.id, ...email },
        now.toISOString(),
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
