/**
 * Trainer accounts (docs/decisions/046-trainer-accounts.md): staff invite a trainer of their directory by
 * a one-time link; the trainer opens it, chooses a password and is signed in, to enrol a second factor
 * under the same rules as staff. The account then records tests and training for the programme's teams.
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { CLIENT_ROUTES } from '#common/client-routes';
import { normalizeEmail } from '#common/normalize';
import { STAFF_MESSAGES } from '#common/staff-messages';
import type { InvitationAnswer, InvitationCheck } from '#common/api';
import { recordActivity } from '../activity/activity-repository';
import { createSession, type SessionOrigin, type SignedInStaff } from '../access/session-repository';
import type { SessionPolicy } from '../access/session-policy';
import type { DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import type { Registry } from '../email/email-layout';
import { enqueueMessage } from '../email/outbox-repository';
import { programmeRegistry } from '../email/programme-registry';
import { trainerInvitationEmail } from '../email/staff-security-emails';
import { ApiError, notFound } from '../lib/api-error';
import { randomToken, sha256 } from '../lib/tokens';
import { hashPassword } from '../staff-accounts/password';
import { findStaffByEmail } from '../staff-accounts/staff-repository';
import { findProgrammeTrainer, findTrainer } from '../trainers/trainer-repository';
import { findLiveInvitation, storeInvitation, useInvitation } from './invitation-repository';

/** How long an invitation's link works: long enough for a trainer who reads email weekly. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the link opens (common/client-routes.ts, trainerInvitation). */
export const invitationLink = (baseUrl: string, token: string) =>
  `${baseUrl}${CLIENT_ROUTES.trainerInvitation.replace(':token', token)}`;

export interface InvitationDeps extends TransactionDeps {
  registry: Registry;
  /** Whether email leaves this server (SMTP_URL): without it, staff pass the link on by hand. */
  emailLeaves: boolean;
}

const accountExists = () =>
  new ApiError(409, 'ACCOUNT_EXISTS', STAFF_MESSAGES.accountExists, { email: STAFF_MESSAGES.accountExists });
const invitationInvalid = () => new ApiError(410, 'INVITATION_INVALID', 'errors.invitationInvalid');

/** Invites a trainer of the staff member's directory; the link is emailed, and answered for staff to pass on. */
export async function inviteTrainer(
  deps: InvitationDeps,
  staff: SignedInStaff,
  licenseNumber: string,
  email: string,
  baseUrl: string,
  now = new Date(),
): Promise<InvitationAnswer> {
  return inTransaction(deps, async ({ db }) => {
    const trainer = await findProgrammeTrainer(db, licenseNumber, staff.programmeId);
    if (!trainer) throw notFound(STAFF_MESSAGES.trainerMissing);
    if (trainer.status !== 'active') throw new ApiError(409, 'TRAINER_NOT_ACTIVE', STAFF_MESSAGES.trainerNotActive);
    const address = normalizeEmail(email);
    if (await findStaffByEmail(db, address)) throw accountExists();
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
    await storeInvitation(db, {
      token_hash: sha256(token),
      programme_id: staff.programmeId,
      trainer_license: trainer.license_number,
      email: address,
      invited_by: staff.email,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    });
    const link = invitationLink(baseUrl, token);
    const registry = await programmeRegistry(db, deps.registry, staff.programmeId, 'en');
    await enqueueMessage(db, {
      kind: 'trainer.invited',
      to: address,
      ...trainerInvitationEmail(registry, {
        link,
        programme: registry.registryName,
        trainerName: trainer.name,
        invitedBy: staff.email,
        expiresAt,
      }),
    });
    await recordActivity(db, {
      action: ACTIVITY_ACTIONS.trainerInvited,
      actorAdminId: staff.id,
      actorLabel: staff.email,
      programmeId: staff.programmeId,
      details: { licenseNumber: trainer.license_number, name: trainer.name, email: address },
      at: now.toISOString(),
    });
    return { email: address, expiresAt, emailed: deps.emailLeaves, link };
  });
}

/** What the invitation page shows: whom the link invites, and to which programme; nothing once it is spent. */
export async function checkInvitation(
  db: Kysely<DB>,
  registry: Registry,
  token: string,
  now = new Date(),
): Promise<InvitationCheck> {
  const invitation = await findLiveInvitation(db, token, now);
  const trainer = invitation && (await findTrainer(db, invitation.trainer_license));
  if (!invitation || !trainer) return { valid: false };
  const programme = await programmeRegistry(db, registry, invitation.programme_id, 'en');
  return { valid: true, email: invitation.email, trainerName: trainer.name, programme: programme.registryName };
}

/** Creates the trainer's account with the link (which then stops working) and signs them in with the password. */
export async function acceptInvitation(
  deps: TransactionDeps,
  { token, password }: { token: string; password: string },
  session: { origin: SessionOrigin; policy: SessionPolicy },
  now = new Date(),
): Promise<string> {
  // A link that does not work costs no password hash (argon2id is slow on purpose).
  if (!(await findLiveInvitation(deps.db, token, now))) throw invitationInvalid();
  const passwordHash = await hashPassword(password);
  const id = await inTransaction(deps, async ({ db }) => {
    const invitation = await findLiveInvitation(db, token, now);
    const trainer = invitation && (await findTrainer(db, invitation.trainer_license));
    if (!invitation || !trainer || !(await useInvitation(db, token, now))) throw invitationInvalid();
    if (await findStaffByEmail(db, invitation.email)) throw accountExists();
    const account = randomToken(16);
    const at = now.toISOString();
    await db
      .insertInto('admins')
      .values({
        id: account,
        email: invitation.email,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
        programme_id: invitation.programme_id,
        is_operator: 0,
        role: 'trainer',
        trainer_license: trainer.license_number,
      })
      .execute();
    await recordActivity(db, {
      action: ACTIVITY_ACTIONS.trainerAccountCreated,
      actorAdminId: account,
      actorLabel: invitation.email,
      programmeId: invitation.programme_id,
      details: { licenseNumber: trainer.license_number, name: trainer.name },
      at,
    });
    return account;
  });
  // Signed in with the password: the sign-in page goes on to enrol the second factor.
  return createSession(deps.db, { adminId: id, ...session });
}
