/**
 * Tells the registration's confirmed address of a change made through the owner link, or by staff for
 * the handler (security test, issue 48: whoever held an owner link could re-issue the card unseen). In
 * the change's transaction, so the message goes only if the change stays. The confirmed address, not the
 * one on file: an address the owner link has just set may be the link holder's own (contact-email.ts).
 */
import type { Kysely } from 'kysely';
import { CLIENT_ROUTES } from '#common/client-routes';
import type { DB, RegistrationRow } from '../db/schema';
import { registrationChangedEmail, type HandlerChange } from '../email/change-emails';
import type { Registry } from '../email/email-layout';
import { emailLocale } from '../email/email-words';
import { enqueueMessage } from '../email/outbox-repository';
import { currentCard } from '../lifecycle/card-repository';
import { recoveryAddress } from './contact-email';
import { programmeRegistry } from '../email/programme-registry';

export interface ChangeLinks {
  registry: Registry;
  baseUrl: string;
}

/** The page that emails a new owner link to the registration's confirmed address. */
export const ownerLinkHelp = (baseUrl: string) => `${baseUrl}${CLIENT_ROUTES.ownerLink}`;

/** Whether the change made at `at` issued the registration's current card. */
async function cardIssuedAt(trx: Kysely<DB>, dogId: string, at: string): Promise<boolean> {
  return (await currentCard(trx, dogId))?.issued_at === at;
}

export async function tellHandlerOfChange(
  trx: Kysely<DB>,
  links: ChangeLinks,
  row: RegistrationRow,
  change: { changes: HandlerChange[]; actor: 'owner' | 'staff'; at: string },
): Promise<void> {
  if (change.changes.length === 0) return;
  const locale = emailLocale(row.language);
  const email = registrationChangedEmail(await programmeRegistry(trx, links.registry, row.programme_id, locale), {
    registryNumber: row.registry_number,
    locale,
    changes: change.changes,
    by: change.actor === 'staff' ? 'staff' : 'ownerLink',
    newCard: await cardIssuedAt(trx, row.id, change.at),
    ownerLinkHelp: ownerLinkHelp(links.baseUrl),
  });
  const to = await recoveryAddress(trx, row);
  await enqueueMessage(trx, { kind: 'registration.changed', to, dogId: row.id, ...email }, change.at);
}
