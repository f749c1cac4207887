/**
 * Which of a registration's addresses the registry trusts with a new owner link. The address the owner
 * link last set is unconfirmed until a link sent to it is opened; until then recovery goes to the address
 * before it. Any other change of the address (staff's) is trusted as it is, and leaves the row stale.
 */
import type { Kysely } from 'kysely';
import { normalizeEmail } from '#common/normalize';
import type { DB, RegistrationRow } from '../db/schema';
import { findEmailChange, type EmailChangeRow } from './email-change-repository';

export function sameAddress(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

/** Whether the change still describes the record's address (nobody changed it since). */
export function changeInForce(change: EmailChangeRow | null, ownerEmail: string): change is EmailChangeRow {
  return change !== null && sameAddress(change.new_email, ownerEmail);
}

/** The confirmed address, given the registration's change row. */
export function confirmedAddressOf(change: EmailChangeRow | null, ownerEmail: string): string {
  return changeInForce(change, ownerEmail) && change.confirmed_at === null ? change.previous_email : ownerEmail;
}

/** Where a recovered owner link goes: the registration's confirmed address. */
export async function recoveryAddress(
  db: Kysely<DB>,
  row: Pick<RegistrationRow, 'id' | 'owner_email'>,
): Promise<string> {
  return confirmedAddressOf(await findEmailChange(db, row.id), row.owner_email);
}
