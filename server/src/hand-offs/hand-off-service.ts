/**
 * Emails a registry without SMTP_URL did not send, for its staff to pass on by hand (decision 049): the
 * owner link of a new registration, a new owner link asked for, a notice of a status change. Each waits
 * until a staff member says it was passed on, or its 14 days pass (scheduling/retention.ts).
 */
import type { Kysely } from 'kysely';
import type { HandOff } from '#common/api';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { byStaff } from '../access/actor';
import type { SignedInStaff } from '../access/session-repository';
import { recordActivity } from '../activity/activity-repository';
import type { DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { notFound } from '../lib/api-error';
import { clearHandOff, findHandOff, listHandOffs } from './hand-off-repository';

export async function handOffsOf(db: Kysely<DB>, programmeId: number): Promise<HandOff[]> {
  return (await listHandOffs(db, programmeId)).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    subject: row.subject,
    text: row.text_body,
    to: row.to_address,
    phone: row.owner_phone,
    record: { id: row.dog_id, registryNumber: row.registry_number, dogName: row.dog_name },
  }));
}

/** Said passed on: its words, owner link and all, are no longer kept, and the log says who and when. */
export function markPassedOn(database: TransactionDeps, staff: SignedInStaff, id: string): Promise<void> {
  return inTransaction(database, async ({ db }) => {
    const waiting = await findHandOff(db, staff.programmeId, id);
    if (!waiting || !(await clearHandOff(db, id))) throw notFound(STAFF_MESSAGES.handOffGone);
    await recordActivity(db, {
      action: ACTIVITY_ACTIONS.handOffPassedOn,
      ...byStaff(staff),
      programmeId: staff.programmeId,
      dogId: waiting.dog_id,
      registryNumber: waiting.registry_number,
      details: { subject: waiting.subject },
      at: new Date().toISOString(),
    });
  });
}
