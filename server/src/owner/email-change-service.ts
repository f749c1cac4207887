/**
 * A contact email changed with the owner link is told to the address before it, which may undo the
 * change for 14 days (a stolen owner link must not quietly take the registration's mail, and with it
 * every new owner link). The new address is asked to confirm itself; until it does, a new owner link
 * goes to the address before it (contact-email.ts). Both links are single-use tokens, stored hashed.
 * Undoing also ends the owner link the change was made with (and any waiting one), and sends a new one
 * to the restored address: a stolen link must not outlive the undo (security test, issue 48).
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '#common/activity-actions';
import { editDetails, valueChange } from '#common/activity-details';
import { CLIENT_ROUTES } from '#common/client-routes';
import { MESSAGES } from '#common/messages';
import type { ServiceDeps } from '../app-context';
import type { DB, RegistrationRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { confirmEmailAddressEmail, emailChangedEmail, emailChangeUndoneEmail } from '../email/email-change-emails';
import type { Registry } from '../email/email-layout';
import { emailLocale } from '../email/email-words';
import { enqueueMessage } from '../email/outbox-repository';
import { ApiError } from '../lib/api-error';
import { randomToken, sha256 } from '../lib/tokens';
import { changeRegistration } from '../lifecycle/registration-change';
import { changeInForce, confirmedAddressOf, sameAddress } from './contact-email';
import { findRegistrationById } from '../lifecycle/registration-repository';
import {
  deleteEmailChange,
  findEmailChange,
  findEmailChangeByToken,
  markEmailConfirmed,
  replaceEmailChange,
} from './email-change-repository';
import { programmeRegistry } from '../email/programme-registry';

export const UNDO_DAYS = 14;
const DAY_MS = 86_400_000;

const emailDog = (row: Pick<RegistrationRow, 'registry_number' | 'language'>) => ({
  registryNumber: row.registry_number,
  locale: emailLocale(row.language),
});

/**
 * In the transaction of an owner link's change of the contact email from `before.owner_email` to
 * `newEmail`: records it and writes to the address before it and to the new one (unless the new one is
 * the confirmed address itself).
 */
export async function recordHandlerEmailChange(
  trx: Kysely<DB>,
  links: { registry: Registry; baseUrl: string },
  before: RegistrationRow,
  newEmail: string,
  now: Date,
): Promise<{ confirmationSent: boolean }> {
  const at = now.toISOString();
  const earlier = await findEmailChange(trx, before.id);
  // While an earlier change's 14 days run, the address before it keeps the right to undo: a second
  // change (after confirming the first) cannot take that right away from it.
  const previous =
    changeInForce(earlier, before.owner_email) && earlier.undo_until > at
      ? earlier.previous_email
      : confirmedAddressOf(earlier, before.owner_email);
  if (sameAddress(newEmail, previous)) {
    // Back to the confirmed address: nothing to confirm or undo.
    await deleteEmailChange(trx, before.id);
    return { confirmationSent: false };
  }
  const undoToken = randomToken(32);
  const confirmToken = randomToken(32);
  const undoUntil = new Date(now.getTime() + UNDO_DAYS * DAY_MS).toISOString();
  await replaceEmailChange(trx, {
    dog_id: before.id,
    previous_email: previous,
    new_email: newEmail,
    changed_at: at,
    undo_token_hash: sha256(undoToken),
    undo_until: undoUntil,
    confirm_token_hash: sha256(confirmToken),
    confirmed_at: null,
  });
  const dog = emailDog(before);
  const registry = await programmeRegistry(trx, links.registry, before.programme_id, dog.locale);
  const link = (path: string, token: string) => `${links.baseUrl}${path}#${token}`;
  const told = emailChangedEmail(registry, {
    ...dog,
    undoLink: link(CLIENT_ROUTES.emailChangeUndo, undoToken),
    undoUntil,
  });
  await enqueueMessage(trx, { kind: 'owner_email.changed', to: previous, dogId: before.id, ...told }, at);
  const confirm = confirmEmailAddressEmail(registry, {
    ...dog,
    confirmLink: link(CLIENT_ROUTES.emailChangeConfirm, confirmToken),
  });
  await enqueueMessage(trx, { kind: 'owner_email.confirm', to: newEmail, dogId: before.id, ...confirm }, at);
  return { confirmationSent: true };
}

/**
 * The undo link: the address before the change is the contact email again, and both addresses are told.
 * The owner link ends at once (not when the new one is first opened, as with recovery): whoever made
 * the change may hold it. The restored address gets the new one, in the message that tells it.
 */
export async function undoEmailChange(
  deps: Pick<ServiceDeps, 'db' | 'changes' | 'config'>,
  token: string,
  baseUrl: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const at = now.toISOString();
    const change = await findEmailChangeByToken(trx, 'undo_token_hash', sha256(token));
    const row = change && (await findRegistrationById(trx, change.dog_id));
    if (!change || !row || change.undo_until <= at || !changeInForce(change, row.owner_email)) {
      throw new ApiError(410, 'LINK_NOT_VALID', MESSAGES.undoLinkInvalid);
    }
    const ownerToken = randomToken(32);
    await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor: 'owner',
        by: { actorLabel: ACTIVITY_ACTORS.emailChangeUndo },
        // A waiting owner link may have gone to the new address once it was confirmed: it must not take over.
        set: {
          owner_email: change.previous_email,
          owner_token_hash: sha256(ownerToken),
          pending_owner_token_hash: null,
        },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationEdited,
            details: editDetails([valueChange('ownerEmail', null, null)]),
          },
        ],
      },
      at,
    );
    await deleteEmailChange(trx, row.id);
    const dog = emailDog(row);
    const registry = await programmeRegistry(trx, deps.config, row.programme_id, dog.locale);
    const ownerLink = `${baseUrl}/registry/${row.id}?key=${encodeURIComponent(ownerToken)}`;
    const restored = emailChangeUndoneEmail(registry, dog, { reader: 'restored', ownerLink });
    await enqueueMessage(
      trx,
      { kind: 'owner_email.restored', to: change.previous_email, dogId: row.id, ...restored },
      at,
    );
    const replaced = emailChangeUndoneEmail(registry, dog, { reader: 'replaced' });
    await enqueueMessage(trx, { kind: 'owner_email.restored', to: row.owner_email, dogId: row.id, ...replaced }, at);
  });
}

/** The confirmation link: from now on a new owner link goes to the new address. */
export async function confirmEmailChange(
  deps: Pick<ServiceDeps, 'db' | 'changes'>,
  token: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(deps, async ({ db: trx }) => {
    const hash = sha256(token);
    const change = await findEmailChangeByToken(trx, 'confirm_token_hash', hash);
    const row = change && (await findRegistrationById(trx, change.dog_id));
    if (!change || !row || !changeInForce(change, row.owner_email)) {
      throw new ApiError(410, 'LINK_NOT_VALID', MESSAGES.confirmLinkInvalid);
    }
    await markEmailConfirmed(trx, hash, now.toISOString());
  });
}
