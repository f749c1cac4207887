/**
 * How long a registration is valid: what its fees paid for (VALIDITY_YEARS at a time), capped by the
 * next public access test's due date when staff recorded one (docs/decisions/010-team-lifecycle.md).
 */
import type { ServiceDogRow } from '../db/schema';

export function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}

/** The end of a YYYY-MM-DD day, UTC, as the moment a due date runs out. */
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/** The valid-through date: the earlier of the paid-through date and the end of the test's due day. */
export function effectiveExpiry(paidThrough: string, accessTestDue: string | null): string {
  if (!accessTestDue) return paidThrough;
  const due = endOfDay(accessTestDue);
  return due < paidThrough ? due : paidThrough;
}

/** What the fees paid for; records from before tests were recorded have it in expires_at. */
export const paidThrough = (row: Pick<ServiceDogRow, 'paid_through' | 'expires_at'>) =>
  row.paid_through ?? row.expires_at;

/** Whether the next public access test, not the fees, sets the date. */
export const cappedByAccessTest = (row: Pick<ServiceDogRow, 'paid_through' | 'expires_at' | 'access_test_due'>) =>
  row.access_test_due !== null && row.expires_at < paidThrough(row);
