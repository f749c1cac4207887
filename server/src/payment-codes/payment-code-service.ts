/** Payment codes: the public check (which never consumes a code), and staff's batches and voids. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import { normalizePaymentCode } from '#common/normalize';
import type { SharedMessageId } from '#common/messages';
import { paymentCodeRefusal, type PaymentCodeRefusalCode } from '#common/refusals';
import { byStaff } from '../access/actor';
import { recordActivity } from '../activity/activity-repository';
import type { SignedInStaff } from '../access/session-repository';
import type { DB } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { generatePaymentCode } from './generate-code';
import { insertPaymentCodes, findPaymentCodeState, listPaymentCodes, voidPaymentCode } from './payment-code-repository';

/** Null when the code can pay for a registration, else why not: a stable code and the words a handler is told. */
export async function paymentCodeProblem(
  db: Kysely<DB>,
  code: string,
  programmeId: number,
): Promise<{ code: PaymentCodeRefusalCode; message: SharedMessageId } | null> {
  return paymentCodeRefusal(await findPaymentCodeState(db, code, programmeId));
}

export async function checkPaymentCode(
  db: Kysely<DB>,
  code: string,
  programmeId: number,
): Promise<{ valid: boolean; message?: string }> {
  const problem = await paymentCodeProblem(db, code, programmeId);
  return problem ? { valid: false, message: problem.message } : { valid: true };
}

/** The staff member's programme's codes, a page of them. */
export function paymentCodePage(db: Kysely<DB>, staff: SignedInStaff, query: { page: number; search: string }) {
  return listPaymentCodes(db, staff.programmeId, { ...query, pageSize: STAFF_LIST_PAGE_SIZE });
}

export async function generatePaymentCodes(
  db: Kysely<DB>,
  admin: SignedInStaff,
  { count, note }: { count: number; note?: string | undefined },
): Promise<string[]> {
  const at = new Date().toISOString();
  const codes = Array.from({ length: count }, generatePaymentCode);
  await insertPaymentCodes(db, codes, { note: note || null, at, programmeId: admin.programmeId });
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.paymentCodesGenerated,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: { count: codes.length, note: note ?? null },
    at,
  });
  return codes;
}

/** Only an unused code of the staff member's programme that is not already void can be voided. */
export async function voidCode(db: Kysely<DB>, admin: SignedInStaff, rawCode: string): Promise<string> {
  const code = normalizePaymentCode(rawCode);
  const at = new Date().toISOString();
  if (!(await voidPaymentCode(db, code, admin.programmeId, at))) {
    throw new ApiError(409, 'NOT_VOIDABLE', STAFF_MESSAGES.notVoidable);
  }
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.paymentCodeVoided,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: { code },
    at,
  });
  return code;
}
