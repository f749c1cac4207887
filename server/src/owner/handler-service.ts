/**
 * What a handler does through the owner link (or staff for them): correct contact details, renew with a
 * payment code, replace a lost card, and choose whether visitors see the service type. Each writes the activity log, as "owner link" when the handler
 * acted; the old values of contact details are never copied into it (decision 006). Each change is told
 * to the registration's confirmed address (change-notice.ts; a renewal by its own receipt, an email
 * address by email-change-service.ts), staff's for the handler too: none re-issues the card unseen.
 */
import { orderedTaskCategories, type TaskCategory } from '#common/task-categories';
import { chosenTaskCategories } from '../lifecycle/attestations';
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { editDetails, valueChange } from '#common/activity-details';
import { MESSAGES } from '#common/messages';
import { canRenew, canReplaceCard, renewedTerm, renews } from '#common/lifecycle';
import type { ContactUpdate, RenewalRequest } from '#common/owner-link-schemas';
import { normalizePaymentCode } from '#common/normalize';
import { recordActivity } from '../activity/activity-repository';
import type { Caller } from '../access/caller';
import { actingAs, recordResource, type Acting } from '../access/permissions';
import type { ServiceDeps } from '../app-context';
import type { DB, RegistrationRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueMessage } from '../email/outbox-repository';
import { renewalConfirmedEmail } from '../email/registration-emails';
import { ApiError, notFound, validationFailed } from '../lib/api-error';
import { consumePaymentCode } from '../payment-codes/payment-code-repository';
import { paymentCodeProblem } from '../payment-codes/payment-code-service';
import { findProgrammeById } from '../programmes/programme-repository';
import { programmeProfile } from '../programmes/programme-service';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { withPendingKeyClaimed } from './owner-key';
import { sameAddress } from './contact-email';
import { recordHandlerEmailChange } from './email-change-service';
import { currentCard } from '../lifecycle/card-repository';
import { changeRegistration, termOf } from '../lifecycle/registration-change';
import { emailLocale } from '../email/email-words';
import type { HandlerChange } from '../email/change-emails';
import { ownerLinkHelp, tellHandlerOfChange } from './change-notice';
import { recoveryAddress } from './contact-email';

export type HandlerDeps = Pick<ServiceDeps, 'db' | 'changes' | 'config'>;

/** The record, and who the caller acts as on it (the owner link or staff); in the caller's transaction. */
export async function handlersRegistration(
  trx: Kysely<DB>,
  caller: Caller,
  id: string,
): Promise<{ row: RegistrationRow } & Acting> {
  const found = await findRegistrationById(trx, id);
  if (!found) throw notFound(MESSAGES.dogNotFound);
  const row = await withPendingKeyClaimed(trx, caller, found);
  return { row, ...actingAs(caller, 'record.handlerChange', recordResource(row)) };
}

const CONTACT_COLUMNS = {
  ownerName: 'owner_name',
  ownerAddress: 'owner_address',
  ownerPhone: 'owner_phone',
  ownerEmail: 'owner_email',
} as const;

/** How the handler is told of each contact field's change; the email address has a notice of its own. */
const CONTACT_NOTICE: Record<keyof ContactUpdate, HandlerChange | null> = {
  ownerName: 'handlerName',
  ownerAddress: 'address',
  ownerPhone: 'phone',
  ownerEmail: null,
};

/**
 * A new email address through the owner link is told to the address before it and confirmed by the new
 * one (email-change-service.ts); staff changing it for the handler are trusted with it as it is.
 */
export async function updateContact(
  deps: HandlerDeps,
  caller: Caller,
  id: string,
  contact: ContactUpdate,
  baseUrl: string,
): Promise<{ row: RegistrationRow; emailConfirmationSent: boolean }> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const { row, actor, by } = await handlersRegistration(trx, caller, id);
    const changed = (Object.keys(CONTACT_COLUMNS) as (keyof ContactUpdate)[]).filter(
      (field) => row[CONTACT_COLUMNS[field]] !== contact[field],
    );
    if (changed.length === 0) return { row, emailConfirmationSent: false };
    const updates = Object.fromEntries(changed.map((field) => [CONTACT_COLUMNS[field], contact[field]]));
    const now = new Date();
    const { confirmationSent } =
      actor === 'owner' && !sameAddress(row.owner_email, contact.ownerEmail)
        ? await recordHandlerEmailChange(trx, { registry: deps.config, baseUrl }, row, contact.ownerEmail, now)
        : { confirmationSent: false };
    const at = now.toISOString();
    const updated = await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor,
        by,
        set: updates,
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationEdited,
            // Contact details are private fields: the log names them, never their values.
            details: editDetails(changed.map((field) => valueChange(field, null, null))),
          },
        ],
      },
      at,
    );
    const changes = changed.flatMap((field) => CONTACT_NOTICE[field] ?? []);
    await tellHandlerOfChange(trx, { registry: deps.config, baseUrl }, updated, { changes, actor, at });
    return { row: updated, emailConfirmationSent: confirmationSent };
  });
}

/**
 * Renews for VALIDITY_YEARS from what the fees paid for, or from today when that has passed, with a
 * payment code (used up in the same transaction); the next public access test still caps the date.
 * The card is re-issued: a new revision with the new dates. The receipt goes to the confirmed address.
 */
export async function renewRegistration(
  deps: HandlerDeps,
  caller: Caller,
  id: string,
  { paymentCode }: RenewalRequest,
  baseUrl: string,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const { row, actor, by } = await handlersRegistration(trx, caller, id);
    const now = new Date();
    if (!renews(row.status)) throw new ApiError(409, 'NOT_RENEWABLE', MESSAGES.renewalNotActive);
    if (!canRenew({ status: row.status, paidThrough: termOf(row).paidThrough }, now)) {
      throw new ApiError(409, 'RENEWAL_NOT_OPEN', MESSAGES.renewalNotOpen);
    }
    const at = now.toISOString();
    // The renewal is paid with a code of the record's own programme; null: that programme charges no fee.
    const programme = await findProgrammeById(trx, row.programme_id);
    const code = programme !== null && programmeProfile(programme, deps.config).feeCents === 0 ? null : paymentCode;
    if (code === undefined)
      throw validationFailed({ paymentCode: MESSAGES.paymentCodeRequired }, undefined, {
        paymentCode: 'CODE_REQUIRED',
      });
    if (code !== null && !(await consumePaymentCode(trx, code, { dogId: id, programmeId: row.programme_id }, at))) {
      const problem = (await paymentCodeProblem(trx, code, row.programme_id)) ?? {
        code: 'CODE_USED',
        message: MESSAGES.paymentCodeInvalid,
      };
      throw validationFailed({ paymentCode: problem.message }, undefined, { paymentCode: problem.code });
    }
    const renewed = renewedTerm(termOf(row), deps.config.validityYears, now);
    const updated = await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor,
        by,
        set: { paid_through: renewed.paidThrough },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationRenewed,
            details: (after) => ({
              from: row.expires_at,
              to: after.expires_at,
              ...(code === null ? {} : { paymentCode: normalizePaymentCode(code) }),
            }),
          },
        ],
      },
      at,
    );
    const email = renewalConfirmedEmail(deps.config, {
      dogName: row.dog_name,
      registryNumber: row.registry_number,
      expiresAt: updated.expires_at,
      locale: emailLocale(row.language),
      ownerLinkHelp: ownerLinkHelp(baseUrl),
    });
    const to = await recoveryAddress(trx, updated);
    await enqueueMessage(trx, { kind: 'registration.renewed', to, dogId: id, ...email }, at);
    return updated;
  });
}

/**
 * A new card for a lost one: a new card record (a new random status-list index and revision); the lost
 * card says "Replaced by a newer card" from the next status-list fetch, while the new one verifies.
 */
export async function replaceCard(
  deps: HandlerDeps,
  caller: Caller,
  id: string,
  baseUrl: string,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const { row, actor, by } = await handlersRegistration(trx, caller, id);
    if (!canReplaceCard(row)) throw new ApiError(409, 'NO_CARD', MESSAGES.replacementNotAllowed);
    const at = new Date().toISOString();
    const updated = await changeRegistration(tx, deps.config, row, { actor, by, set: {}, replaceCard: true }, at);
    const card = await currentCard(trx, id);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.cardReplaced,
      ...by,
      dogId: id,
      registryNumber: row.registry_number,
      programmeId: row.programme_id,
      details: { revision: card?.revision ?? updated.version },
      at,
    });
    const links = { registry: deps.config, baseUrl };
    await tellHandlerOfChange(trx, links, updated, { changes: ['replacement'], actor, at });
    return updated;
  });
}

/** The handler's choice, through the owner link (or staff), of whether visitors see the service type. */
export async function setServiceTypeShown(
  deps: HandlerDeps,
  caller: Caller,
  id: string,
  shown: boolean,
  baseUrl: string,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const { row, actor, by } = await handlersRegistration(trx, caller, id);
    if ((row.show_service_type === 1) === shown) return row;
    const at = new Date().toISOString();
    const updated = await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor,
        by,
        set: { show_service_type: shown ? 1 : 0 },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationEdited,
            details: editDetails([valueChange('showServiceType', !shown, shown)]),
          },
        ],
      },
      at,
    );
    const change: HandlerChange = shown ? 'serviceTypeShown' : 'serviceTypeHidden';
    await tellHandlerOfChange(trx, { registry: deps.config, baseUrl }, updated, { changes: [change], actor, at });
    return updated;
  });
}

/**
 * The handler's choice, through the owner link (or staff), of the kinds of task its training attestation
 * names (docs/decisions/044-training-attestation.md): a new attestation says them, or no longer does.
 */
export async function setTaskCategories(
  deps: HandlerDeps,
  caller: Caller,
  id: string,
  chosen: readonly TaskCategory[],
  baseUrl: string,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const { row, actor, by } = await handlersRegistration(trx, caller, id);
    const before = chosenTaskCategories(row);
    const after = orderedTaskCategories(chosen);
    if (before.join() === after.join()) return row;
    const at = new Date().toISOString();
    const updated = await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor,
        by,
        set: { task_categories: after.length > 0 ? JSON.stringify(after) : null },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationEdited,
            details: editDetails([valueChange('taskCategories', before.join(', ') || null, after.join(', ') || null)]),
          },
        ],
      },
      at,
    );
    const change: HandlerChange = after.length > 0 ? 'taskCategoriesNamed' : 'taskCategoriesCleared';
    await tellHandlerOfChange(trx, { registry: deps.config, baseUrl }, updated, { changes: [change], actor, at });
    return updated;
  });
}
